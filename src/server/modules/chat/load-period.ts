import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { PeriodFacts, PeriodMeal } from '../../../domain/chat/reply-log';
import type { Period } from '../../../domain/chat/period-words';
import { localTime } from '../../../domain/calendar/sao-paulo';
import type { Database } from '../../db/client';
import { mealItems, meals, profiles } from '../../db/schema';
import { getRangeStats } from '../stats/get-range-stats';

/**
 * The person's figures for a period, for the chat's questions over the log:
 * the days exactly as Statistics sums them (GET /api/stats/range, one
 * use case), the targets of Configurações → Metas, and the period's meals
 * with their stored totals (fibre and sodium, which Statistics does not chart,
 * are the sums of those same meals). Always the session's person.
 */
export async function loadPeriodFacts(db: Database, userId: string, period: Period): Promise<PeriodFacts> {
  const [range, [profile], mealRows] = await Promise.all([
    getRangeStats(db, userId, period.from, period.to),
    db.select().from(profiles).where(eq(profiles.userId, userId)),
    db
      .select()
      .from(meals)
      .where(and(eq(meals.userId, userId), gte(meals.localDate, period.from), lte(meals.localDate, period.to)))
      .orderBy(asc(meals.eatenAt)),
  ]);
  const items = mealRows.length
    ? await db
        .select({ mealId: mealItems.mealId, foodName: mealItems.foodName, position: mealItems.position })
        .from(mealItems)
        .where(
          and(
            eq(mealItems.userId, userId),
            inArray(
              mealItems.mealId,
              mealRows.map((m) => m.id),
            ),
          ),
        )
        .orderBy(asc(mealItems.position))
    : [];
  const foodsOf = new Map<string, string[]>();
  for (const item of items) foodsOf.set(item.mealId, [...(foodsOf.get(item.mealId) ?? []), item.foodName]);
  const periodMeals: PeriodMeal[] = mealRows.map((m) => ({
    date: m.localDate,
    slot: m.slot,
    time: localTime(m.eatenAt),
    foods: foodsOf.get(m.id) ?? [],
    figures: {
      energyKcal: m.energyKcal ?? 0,
      proteinG: m.proteinG ?? 0,
      carbsG: m.carbsG ?? 0,
      fatG: m.fatG ?? 0,
      fiberG: m.fiberG ?? 0,
      sodiumMg: m.sodiumMg ?? 0,
    },
  }));
  const days = range.days.map((day) => {
    const ofDay = periodMeals.filter((m) => m.date === day.date);
    return {
      ...day,
      fiberG: ofDay.reduce((sum, m) => sum + m.figures.fiberG, 0),
      sodiumMg: ofDay.reduce((sum, m) => sum + m.figures.sodiumMg, 0),
    };
  });
  return {
    period,
    days,
    targets: {
      energyKcal: range.energyTargetKcal,
      proteinG: profile?.proteinG ?? null,
      carbsG: profile?.carbsG ?? null,
      fatG: profile?.fatG ?? null,
      waterMl: range.waterTargetMl,
    },
    meals: periodMeals,
  };
}
