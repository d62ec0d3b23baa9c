import { z } from 'zod';
import { eatenAtSchema, logDateSchema, queryDateSchema } from './dates';
import { strictNumber } from './numbers';
import { WEEKLY_RATE_CHOICES_KG } from '../domain/goals/weight-goal';

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

/**
 * PUT /api/weights/goal (decision 0053): the goal weight and the weekly rate toward it (0.25–1 kg). The safe bound
 * for this person's weight (1% a week to lose, 0.5% to gain) is the server's check, src/domain/goals/weight-goal.ts.
 */
export const weightGoalInputSchema = z.object({
  goalWeightKg: strictNumber(
    z
      .number({ error: 'Informe a meta de peso em kg' })
      .min(30, { error: 'Informe uma meta de peso entre 30 e 300 kg' })
      .max(300, { error: 'Informe uma meta de peso entre 30 e 300 kg' }),
  ),
  weeklyRateKg: z.union(
    WEEKLY_RATE_CHOICES_KG.map((rate) => z.literal(rate)),
    { error: 'Escolha o ritmo: 0,25, 0,5, 0,75 ou 1 kg por semana' },
  ),
});
export type WeightGoalInput = z.infer<typeof weightGoalInputSchema>;

const weightGoalSchema = z.object({
  goalWeightKg: z.number(),
  weeklyRateKg: z.number(),
  /** From the latest weight (or the profile's): an estimate, never a promise (decision 0053). */
  projection: z
    .object({
      direction: z.enum(['lose', 'gain', 'reached']),
      remainingKg: z.number(),
      weeklyRateKg: z.number(),
      weeks: z.number().nullable(),
      estimatedDate: z.string().nullable(),
      dailyEnergyKcal: z.number().nullable(),
      floorLimited: z.boolean(),
    })
    .nullable(),
});
export type WeightGoal = z.infer<typeof weightGoalSchema>;

/** GET /api/weights: the dashboard card's latest weight, the one before it (the trend) and what the targets use. */
export const weightSummarySchema = z.object({
  latest: weighingSchema.nullable(),
  previous: weighingSchema.nullable(),
  /** The weight the current targets were computed from (the profile's); null before the onboarding. */
  targetsWeightKg: z.number().nullable(),
  /** The latest weight differs from targetsWeightKg by 2 kg or more: offer to recompute the targets. */
  suggestRecompute: z.boolean(),
  /** The goal weight, its rate and the projected date; null without a goal. */
  goal: weightGoalSchema.nullable(),
});
export type WeightSummary = z.infer<typeof weightSummarySchema>;
