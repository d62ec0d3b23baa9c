import { z } from 'zod';
import { queryDateSchema } from './dates';
import { MEAL_SLOTS } from '../domain/meals/meal-slots';
import type { DayStats, RangeStats, StatsDay } from '../domain/stats/stats-report';

/** `today` is the server's São Paulo date: dates asked about go from 01/01/2000 to a year ahead. */
export const dayStatsQuerySchema = (today: string) => z.object({ date: queryDateSchema(today).optional() });
export const rangeStatsQuerySchema = (today: string) =>
  z.object({ from: queryDateSchema(today), to: queryDateSchema(today) });
export const STATS_RANGE_MAX_DAYS = 366;

export const dayStatsSchema = z.object({
  date: z.string(),
  energyKcal: z.number(),
  energyTargetKcal: z.number().nullable(),
  proteinG: z.number(),
  proteinTargetG: z.number().nullable(),
  carbsG: z.number(),
  carbsTargetG: z.number().nullable(),
  fatG: z.number(),
  fatTargetG: z.number().nullable(),
  mealsLogged: z.number().int(),
  mealsPerDay: z.number().int(),
  slotsLogged: z.array(z.enum(MEAL_SLOTS)),
  waterMl: z.number(),
  waterTargetMl: z.number().nullable(),
  streakDays: z.number().int(),
  weeklyProgressPct: z.number().int(),
}) satisfies z.ZodType<DayStats>;
// The shapes are the domain's (src/domain/stats/stats-report.ts); `satisfies` keeps the schemas in step with them.
export type { DayStats, RangeStats, StatsDay };

export const statsDaySchema = z.object({
  date: z.string(),
  energyKcal: z.number(),
  proteinG: z.number(),
  carbsG: z.number(),
  fatG: z.number(),
  waterMl: z.number(),
  mealsLogged: z.number().int(),
}) satisfies z.ZodType<StatsDay>;

export const rangeStatsSchema = z.object({
  from: z.string(),
  to: z.string(),
  days: z.array(statsDaySchema),
  energyTargetKcal: z.number().nullable(),
  waterTargetMl: z.number().nullable(),
  mealsBySlot: z.record(z.enum(MEAL_SLOTS), z.number().int()),
  weights: z.array(z.object({ date: z.string(), weightKg: z.number() })),
  /** Set when the period starts later than asked because the person has no Premium (last 7 days only). */
  limitedFrom: z.string().nullable().optional(),
}) satisfies z.ZodType<RangeStats>;
