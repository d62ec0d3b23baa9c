import { z } from 'zod';
import { brazilianDate, eatenAtSchema, logDateSchema } from './dates';
import { MEAL_SLOTS } from '../domain/meals/meal-slots';
import { mealSchema } from './meals';

/** POST /api/meals/:id/copy ("Copiar", decision 0053): the same foods, in the slot and at the time chosen. */
export const mealCopySchema = (now: Date) =>
  z.object({
    slot: z.enum(MEAL_SLOTS, { error: 'Escolha a refeição: Café, Almoço, Lanche, Jantar ou Ceia' }),
    eatenAt: eatenAtSchema(now),
  });
export type MealCopy = z.infer<ReturnType<typeof mealCopySchema>>;

/**
 * POST /api/meals/days/:date/copy ("Copiar o dia"): every meal of `date` to `toDate`, same slots and times.
 * A meal is eaten, not planned (decision 0024), so the day copied to is today at the latest.
 */
export const dayCopySchema = (today: string) =>
  z.object({
    toDate: logDateSchema(today).refine((date) => date <= today, {
      error: `Copie para hoje (${brazilianDate(today)}) ou um dia anterior`,
    }),
  });
export type DayCopy = z.infer<ReturnType<typeof dayCopySchema>>;

export const dayCopyResultSchema = z.object({ meals: z.array(mealSchema) });
export type DayCopyResult = z.infer<typeof dayCopyResultSchema>;
