import { z } from 'zod';
import { eatenAtSchema, logDateSchema } from './dates';
import { strictNumber } from './numbers';

/** Water and weight logs (the `body` feature, decision 0031): POST /api/water, GET and POST /api/weights. */
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

export const weightLoggedSchema = z.object({
  date: z.string(),
  weightKg: z.number(),
  /** True when the weight differs from the profile's by 2 kg or more: offer to recompute the targets. */
  suggestRecompute: z.boolean(),
});

const weighingSchema = z.object({ date: z.string(), weightKg: z.number() });

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
