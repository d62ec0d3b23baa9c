import { waterApi, weightsApi } from '@/contracts/api-routes/food-log';
import { waterLoggedSchema, weightLoggedSchema, type WeightGoalInput } from '@/contracts/body';
import { localDate } from '@/domain/calendar/sao-paulo';
import { saveOrQueue } from '@/web/features/offline/save-or-queue';
import { api } from '@/web/lib/api-client';
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
export const getWeightSummary = () => api(weightsApi.summary);
export const getWaterDay = (date: string) => api(waterApi.day, { query: { date } });

// "Desfazer" happens right after the write, online: straight to the server, never through the queue.
export const deleteWater = (id: string): Promise<undefined> => api(waterApi.delete, { params: { id } });
export const deleteWeight = (id: string): Promise<undefined> => api(weightsApi.delete, { params: { id } });
/** Puts a deleted glass back as it was: same amount, same time. */
export const restoreWater = (ml: number, at: string) => api(waterApi.log, { body: { ml, at } });
/** Puts a day's weight back (a deleted weighing, or the one a new weighing replaced). */
export const restoreWeight = (weightKg: number, date: string) => api(weightsApi.log, { body: { weightKg, date } });
/** The goal weight and the weekly rate (decision 0053); the answer is the card's summary with the estimate. */
export const saveWeightGoal = (body: { goalWeightKg: number | string; weeklyRateKg: number }) =>
  // The rate comes from the form's choices; anything else is the server's 400 to word.
  api(weightsApi.saveGoal, { body: body as WeightGoalInput });
export const clearWeightGoal = () => api(weightsApi.clearGoal);
