import { dayCopyResultSchema, type MealCopy } from '@/contracts/meal-copy';
import { mealSchema } from '@/contracts/meals';
import { apiRequest } from '@/web/lib/api-client';

/** The key makes a double tap copy once (decision 0053): one key per copy the person asks for. */
const once = (key: string) => ({ 'Idempotency-Key': key });

export const copyMeal = (id: string, body: MealCopy, key: string) =>
  apiRequest('POST', `/api/meals/${id}/copy`, { body, schema: mealSchema, headers: once(key) });

export const copyDay = (date: string, toDate: string, key: string) =>
  apiRequest('POST', `/api/meals/days/${date}/copy`, {
    body: { toDate },
    schema: dayCopyResultSchema,
    headers: once(key),
  });
