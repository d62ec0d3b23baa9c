import { and, eq, gte, lte, sql } from 'drizzle-orm';
import { weeklyReview, type WeeklyReview } from '../../../domain/weekly-review/weekly-review';
import type { Database } from '../../db/client';
import { mealItems, meals, profiles } from '../../db/schema';
import { getRangeStats } from '../stats/get-range-stats';

/** The week's review from Statistics' own figures for that range, the targets and the week's foods by name. */
export async function buildWeeklyReview(
  db: Database,
  userId: string,
  start: string,
  end: string,
): Promise<WeeklyReview> {
  const [range, [profile], foods] = await Promise.all([
    getRangeStats(db, userId, start, end),
    db.select({ proteinG: profiles.proteinG }).from(profiles).where(eq(profiles.userId, userId)),
    db
      .select({
        name: mealItems.foodName,
        energyKcal: sql<number>`coalesce(sum(${mealItems.energyKcal}), 0)`,
        sodiumMg: sql<number>`coalesce(sum(${mealItems.sodiumMg}), 0)`,
      })
      .from(mealItems)
      .innerJoin(meals, and(eq(meals.userId, mealItems.userId), eq(meals.id, mealItems.mealId)))
      .where(and(eq(mealItems.userId, userId), gte(meals.localDate, start), lte(meals.localDate, end)))
      .groupBy(mealItems.foodName),
  ]);
  return weeklyReview({
    start,
    end,
    days: range.days,
    targets: { energyKcal: range.energyTargetKcal, proteinG: profile?.proteinG ?? null, waterMl: range.waterTargetMl },
    weights: range.weights,
    foods: foods.map((food) => ({
      name: food.name,
      energyKcal: Number(food.energyKcal),
      sodiumMg: Number(food.sodiumMg),
    })),
  });
}
