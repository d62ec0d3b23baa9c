import { z } from 'zod';
import { eatenAtSchema, logDateSchema, queryDateSchema } from './dates';
import { strictNumber } from './numbers';

/**
 * Water and weight logs (the `body` feature, decision 0031): GET and POST /api/water, GET and POST
 * /api/weights, DELETE /api/water/:id and /api/weights/:id (issue 25: every entry can be undone).
 */
export const WATER_QUICK_ADD_ML = 250;
/**
 * POST /api/water. `at` (default now) is when it was drunk: a glass logged offline and sent later
 * keeps its time; like a meal's, from 01/01/2000 to 15 minutes after `now` (decisions 0017, 0030).
 */
export const waterInputSchema = (now: Date) =>
  z.object({
    ml: z
      .number({ error: 'Informe a quantidade de água em mL' })
      .int({ error: 'Informe a quantidade em mL, sem casas decimais' })
      .min(1, { error: 'A quantidade deve ser maior que zero' })
      .max(3000, { error: 'Registre no máximo 3.000 mL por vez' }),
    at: eatenAtSchema(now).optional(),
  });

/** POST /api/weights: the date (default today) goes from 01/01/2000 to tomorrow, like every log. */
export const weightInputSchema = (today: string) =>
  z.object({
    // "71,8" and "71.8" alike (decision 0017's typed numbers).
    weightKg: strictNumber(
      z
        .number({ error: 'Informe o peso em kg' })
        .min(20, { error: 'Informe um peso entre 20 e 400 kg' })
        .max(400, { error: 'Informe um peso entre 20 e 400 kg' }),
    ),
    date: logDateSchema(today).optional(),
  });

/** A glass as stored: `at` is when it was drunk (ISO 8601). */
export const waterEntrySchema = z.object({ id: z.uuid(), ml: z.number(), at: z.string() });
export type WaterEntry = z.infer<typeof waterEntrySchema>;

/** POST /api/water answers the glass with its id (DELETE /api/water/:id undoes it) and its São Paulo day. */
export const waterLoggedSchema = waterEntrySchema.extend({ date: z.string() });
export type WaterLogged = z.infer<typeof waterLoggedSchema>;

/** GET /api/water?date=: the day's glasses, oldest first (today when no date). */
export const waterDayQuerySchema = (today: string) => z.object({ date: queryDateSchema(today).optional() });
export const waterDaySchema = z.object({ date: z.string(), entries: z.array(waterEntrySchema) });
export type WaterDay = z.infer<typeof waterDaySchema>;

export const weightLoggedSchema = z.object({
  /** DELETE /api/weights/:id removes the day's weighing. */
  id: z.uuid(),
  date: z.string(),
  weightKg: z.number(),
  /** The weight this one replaced that day (one weighing per day), null if none: undo puts it back. */
  replacedKg: z.number().nullable(),
  /** True when the weight differs from the profile's by 2 kg or more: offer to recompute the targets. */
  suggestRecompute: z.boolean(),
});

export type WeightLogged = z.infer<typeof weightLoggedSchema>;

const weighingSchema = z.object({ id: z.uuid(), date: z.string(), weightKg: z.number() });
export type Weighing = z.infer<typeof weighingSchema>;

/** GET /api/weights: the dashboard card's latest weight, the one before it (the trend) and what the targets use. */
export const weightSummarySchema = z.object({
  latest: weighingSchema.nullable(),
  previous: weighingSchema.nullable(),
  /** The weight the current targets were computed from (the profile's); null before the onboarding. */
  targetsWeightKg: z.number().nullable(),
  /** The latest weight differs from targetsWeightKg by 2 kg or more: offer to recompute the targets. */
  suggestRecompute: z.boolean(),
});
export type WeightSummary = z.infer<typeof weightSummarySchema>;
