import { z } from 'zod';
import { queryDateSchema } from './dates';

/** GET /api/weekly-review?semana=YYYY-MM-DD (any day of the week; default the last complete week). Decision 0049. */
export const weeklyReviewQuerySchema = (today: string) => z.object({ semana: queryDateSchema(today).optional() });

const sourceSchema = z.object({ name: z.string(), amount: z.number(), percent: z.number() });

export const weeklyReviewSchema = z.object({
  start: z.string(),
  end: z.string(),
  daysLogged: z.number(),
  days: z.number(),
  averageEnergyKcal: z.number().nullable(),
  energyTargetKcal: z.number().nullable(),
  daysOnEnergyTarget: z.number(),
  proteinTargetG: z.number().nullable(),
  daysProteinMet: z.number(),
  waterTargetMl: z.number().nullable(),
  averageWaterMl: z.number(),
  daysWaterMet: z.number(),
  weight: z.object({ firstKg: z.number(), lastKg: z.number(), changeKg: z.number() }).nullable(),
  averageSodiumMg: z.number().nullable(),
  topEnergy: z.array(sourceSchema),
  topSodium: z.array(sourceSchema),
  suggestion: z.string(),
  /** Who wrote the suggestion: the model (from the figures only) or the rules (decision 0067); the page says so. */
  suggestionWrittenBy: z.enum(['model', 'rules']),
});
export type WeeklyReviewView = z.infer<typeof weeklyReviewSchema>;
