import { waterDaySchema, waterLoggedSchema, weightLoggedSchema, weightSummarySchema } from '@/contracts/body';
import { localDate } from '@/domain/calendar/sao-paulo';
import { saveOrQueue } from '@/web/features/offline/save-or-queue';
import { apiRequest } from '@/web/lib/api-client';
import { formatDecimal, formatMl } from '@/web/lib/format';

/** A glass keeps the time it was drunk and a weight its day, however late the queue sends them (decision 0030). */
export const logWater = (userId: string, ml: number) =>
  saveOrQueue(
    { userId, kind: 'water', body: { ml, at: new Date().toISOString() }, label: `${formatMl(ml)} de água` },
    waterLoggedSchema,
  );
export const logWeight = (userId: string, weightKg: number) =>
  saveOrQueue(
    {
      userId,
      kind: 'weight',
      body: { weightKg, date: localDate(new Date()) },
      label: `Peso: ${formatDecimal(weightKg)} kg`,
    },
    weightLoggedSchema,
  );
export const getWeightSummary = () => apiRequest('GET', '/api/weights', { schema: weightSummarySchema });
export const getWaterDay = (date: string) => apiRequest('GET', `/api/water?date=${date}`, { schema: waterDaySchema });

// "Desfazer" happens right after the write, online: straight to the server, never through the queue.
export const deleteWater = (id: string): Promise<undefined> => apiRequest('DELETE', `/api/water/${id}`);
export const deleteWeight = (id: string): Promise<undefined> => apiRequest('DELETE', `/api/weights/${id}`);
/** Puts a deleted glass back as it was: same amount, same time. */
export const restoreWater = (ml: number, at: string) =>
  apiRequest('POST', '/api/water', { body: { ml, at }, schema: waterLoggedSchema });
/** Puts a day's weight back (a deleted weighing, or the one a new weighing replaced). */
export const restoreWeight = (weightKg: number, date: string) =>
  apiRequest('POST', '/api/weights', { body: { weightKg, date }, schema: weightLoggedSchema });
/** The goal weight and the weekly rate (decision 0053); the answer is the card's summary with the estimate. */
export const saveWeightGoal = (body: { goalWeightKg: number | string; weeklyRateKg: number }) =>
  apiRequest('PUT', '/api/weights/goal', { body, schema: weightSummarySchema });
export const clearWeightGoal = () => apiRequest('DELETE', '/api/weights/goal', { schema: weightSummarySchema });
