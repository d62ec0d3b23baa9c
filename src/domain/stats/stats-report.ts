import type { MealSlot } from '../meals/meal-slots';
import type { DayTotals } from './day-stats';

/**
 * What the stats use case reports for one São Paulo day and for a period. The
 * domain (the offline assistant, the weekly summaries) reasons over these; the
 * API contracts (src/contracts/stats.ts) validate the same shapes.
 */
export interface DayStats {
  date: string;
  energyKcal: number;
  energyTargetKcal: number | null;
  proteinG: number;
  proteinTargetG: number | null;
  carbsG: number;
  carbsTargetG: number | null;
  fatG: number;
  fatTargetG: number | null;
  mealsLogged: number;
  mealsPerDay: number;
  slotsLogged: MealSlot[];
  waterMl: number;
  waterTargetMl: number | null;
  streakDays: number;
  weeklyProgressPct: number;
}

/** One day of a range answer: the day's sums, as day-stats.ts keeps them. */
export type StatsDay = DayTotals;

export interface RangeStats {
  from: string;
  to: string;
  days: StatsDay[];
  energyTargetKcal: number | null;
  waterTargetMl: number | null;
  mealsBySlot: Record<MealSlot, number>;
  weights: { date: string; weightKg: number }[];
  /** Set when the period starts later than asked because the person has no Premium (last 7 days only). */
  limitedFrom?: string | null | undefined;
}
