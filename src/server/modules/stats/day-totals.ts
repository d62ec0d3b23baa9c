import { and, count, eq, gte, lte, sql, sum } from 'drizzle-orm';
import type { DayTotals } from '../../../domain/stats/day-stats';
import type { Database } from '../../db/client';
import { meals, waterIntakes } from '../../db/schema';

/** Per São Paulo day, the person's logged energy, macros, meals and water between two dates (both included). */
export async function dayTotals(db: Database, userId: string, from: string, to: string): Promise<DayTotals[]> {
  const [mealRows, waterRows] = await Promise.all([
    db
      .select({
        date: meals.localDate,
        energyKcal: sql<number>`coalesce(sum(${meals.energyKcal}), 0)::float`,
        proteinG: sql<number>`coalesce(sum(${meals.proteinG}), 0)::float`,
        carbsG: sql<number>`coalesce(sum(${meals.carbsG}), 0)::float`,
        fatG: sql<number>`coalesce(sum(${meals.fatG}), 0)::float`,
        mealsLogged: count(),
      })
      .from(meals)
      .where(and(eq(meals.userId, userId), gte(meals.localDate, from), lte(meals.localDate, to)))
      .groupBy(meals.localDate),
    db
      .select({ date: waterIntakes.localDate, waterMl: sum(waterIntakes.ml).mapWith(Number) })
      .from(waterIntakes)
      .where(and(eq(waterIntakes.userId, userId), gte(waterIntakes.localDate, from), lte(waterIntakes.localDate, to)))
      .groupBy(waterIntakes.localDate),
  ]);
  const byDate = new Map<string, DayTotals>();
  const day = (date: string) => {
    let found = byDate.get(date);
    if (!found) {
      found = { date, energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, waterMl: 0, mealsLogged: 0 };
      byDate.set(date, found);
    }
    return found;
  };
  for (const row of mealRows) Object.assign(day(row.date), { ...row, mealsLogged: Number(row.mealsLogged) });
  for (const row of waterRows) day(row.date).waterMl = row.waterMl;
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
