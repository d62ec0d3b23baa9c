import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { MealDayTotals } from '../../../contracts/meals';
import { coreNutrients } from '../../../domain/foods/nutrients';
import { mealsTotals } from '../../../domain/nutrition/totals';
import type { Database } from '../../db/client';
import { meals } from '../../db/schema';
import { historyWindowStart } from '../billing/history-window';

/**
 * GET /api/meals/day-totals: each asked day's totals from all of its meals (issue 25: a page that
 * ends mid-day must not show the sum of the meals it loaded as the day's). The same sum and
 * "parcial" rule as a meal's (mealsTotals); only the person's meals, within the history they may
 * see (without Premium, the last 7 days: decision 0009).
 */
export async function mealDayTotals(
  deps: { db: Database; clock: () => Date },
  userId: string,
  dates: readonly string[],
): Promise<MealDayTotals> {
  const windowStart = await historyWindowStart(deps.db, userId, deps.clock());
  const conditions = [eq(meals.userId, userId), inArray(meals.localDate, [...new Set(dates)])];
  if (windowStart) conditions.push(gte(meals.localDate, windowStart));
  const rows = await deps.db
    .select()
    .from(meals)
    .where(and(...conditions))
    .orderBy(asc(meals.localDate));
  const byDay = new Map<string, { totals: ReturnType<typeof coreNutrients>; incompleteNutrients: string[] }[]>();
  for (const row of rows) {
    const day = byDay.get(row.localDate) ?? [];
    day.push({ totals: coreNutrients(row), incompleteNutrients: row.incompleteNutrients });
    byDay.set(row.localDate, day);
  }
  return { days: [...byDay].map(([date, dayMeals]) => ({ date, ...mealsTotals(dayMeals) })) };
}
