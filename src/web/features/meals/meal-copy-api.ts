import { mealsApi } from '@/contracts/api-routes/food-log';
import type { MealCopy } from '@/contracts/meal-copy';
import { api } from '@/web/lib/api-client';

/** The key makes a double tap copy once (decision 0053): one key per copy the person asks for. */
const once = (key: string) => ({ 'Idempotency-Key': key });

export const copyMeal = (id: string, body: MealCopy, key: string) =>
  api(mealsApi.copy, { params: { id }, body, headers: once(key) });

export const copyDay = (date: string, toDate: string, key: string) =>
  api(mealsApi.copyDay, { params: { date }, body: { toDate }, headers: once(key) });
