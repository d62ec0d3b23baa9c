import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import type { RangeStats } from '../../../contracts/stats';
import { fillDays, type DayTotals } from '../../../domain/stats/day-stats';
import type { MealSlot } from '../../../domain/meals/meal-slots';
import type { Database } from '../../db/client';
import { meals, profiles, weights } from '../../db/schema';
import { dayTotals } from './day-totals';

/** GET /api/stats/range: every day of the period (zeros where nothing was logged), meals per slot and weights. */
export async function getRangeStats(db: Database, userId: string, from: string, to: string): Promise<RangeStats> {
  const [[profile], days, slots, weightRows] = await Promise.all([
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    dayTotals(db, userId, from, to),
    db
      .select({ slot: meals.slot, meals: count() })
      .from(meals)
      .where(and(eq(meals.userId, userId), gte(meals.localDate, from), lte(meals.localDate, to)))
      .groupBy(meals.slot),
    db
      .select({ date: weights.localDate, weightKg: weights.weightKg })
      .from(weights)
      .where(and(eq(weights.userId, userId), gte(weights.localDate, from), lte(weights.localDate, to)))
      .orderBy(asc(weights.localDate)),
  ]);
  return rangeStatsOf(from, to, { profile, days, slots, weights: weightRows });
}

/** What a period's answer is made of, as read from the database. */
export interface RangeParts {
  profile: { energyKcal: number; waterMl: number } | undefined;
  /** Each logged day's meal sums and water (mergeDayTotals). */
  days: DayTotals[];
  slots: readonly { slot: MealSlot; meals: number }[];
  weights: { date: string; weightKg: number }[];
}

/** The answer of GET /api/stats/range from its parts (the Hono and hot routes alike, decision 0051). */
export function rangeStatsOf(from: string, to: string, parts: RangeParts): RangeStats {
  const mealsBySlot = { cafe: 0, almoco: 0, lanche: 0, jantar: 0, ceia: 0 };
  for (const row of parts.slots) mealsBySlot[row.slot] = Number(row.meals);
  return {
    from,
    to,
    days: fillDays(from, to, parts.days),
    energyTargetKcal: parts.profile?.energyKcal ?? null,
    waterTargetMl: parts.profile?.waterMl ?? null,
    mealsBySlot,
    weights: parts.weights,
  };
}
