import { and, eq, gte, lte, sum } from 'drizzle-orm';
import type { DayTotals } from '../../../domain/stats/day-stats';
import type { Database } from '../../db/client';
import { mealDayTotals, waterIntakes } from '../../db/schema';

/**
 * Per São Paulo day, the person's logged energy, macros, meals and water between two dates (both included).
 * Meal sums come from the per-day totals the meal triggers keep (migration 0007), not from a year of meals.
 */
export async function dayTotals(db: Database, userId: string, from: string, to: string): Promise<DayTotals[]> {
  const [mealRows, waterRows] = await Promise.all([
    db
      .select({
        date: mealDayTotals.localDate,
        energyKcal: mealDayTotals.energyKcal,
        proteinG: mealDayTotals.proteinG,
        carbsG: mealDayTotals.carbsG,
        fatG: mealDayTotals.fatG,
        mealsLogged: mealDayTotals.mealsLogged,
      })
      .from(mealDayTotals)
      .where(
        and(eq(mealDayTotals.userId, userId), gte(mealDayTotals.localDate, from), lte(mealDayTotals.localDate, to)),
      ),
    db
      .select({ date: waterIntakes.localDate, waterMl: sum(waterIntakes.ml).mapWith(Number) })
      .from(waterIntakes)
      .where(and(eq(waterIntakes.userId, userId), gte(waterIntakes.localDate, from), lte(waterIntakes.localDate, to)))
      .groupBy(waterIntakes.localDate),
  ]);
  return mergeDayTotals(mealRows, waterRows);
}

/** A day's meal sums, as the per-day totals keep them. */
export type MealDayRow = Omit<DayTotals, 'waterMl'>;

/** The meal sums and the water of each day, merged by date, oldest first (the Hono and hot routes alike). */
export function mergeDayTotals(
  mealRows: readonly MealDayRow[],
  waterRows: readonly { date: string; waterMl: number }[],
): DayTotals[] {
  const byDate = new Map<string, DayTotals>();
  const day = (date: string) => {
    let found = byDate.get(date);
    if (!found) {
      found = { date, energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, waterMl: 0, mealsLogged: 0 };
      byDate.set(date, found);
    }
    return found;
  };
  for (const row of mealRows) Object.assign(day(row.date), row);
  for (const row of waterRows) day(row.date).waterMl = row.waterMl;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
