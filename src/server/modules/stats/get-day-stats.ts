import { and, eq, gte, lte } from 'drizzle-orm';
import type { DayStats } from '../../../contracts/stats';
import { fillDays, streakDays, weeklyProgressPct, WEEK_DAYS } from '../../../domain/stats/day-stats';
import { addDays } from '../../../domain/calendar/local-days';
import { roundFigure } from '../../../domain/foods/nutrients';
import type { Database } from '../../db/client';
import { meals, profiles } from '../../db/schema';
import { dayTotals } from './day-totals';

/** A streak longer than a year is still shown as a year; it bounds the query. */
const STREAK_LOOKBACK_DAYS = 366;
const DEFAULT_MEALS_PER_DAY = 5;

/** GET /api/stats/day: the person's day against their targets, streak and weekly progress. */
export async function getDayStats(db: Database, userId: string, date: string): Promise<DayStats> {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  const week = fillDays(
    addDays(date, -(WEEK_DAYS - 1)),
    date,
    await dayTotals(db, userId, addDays(date, -(WEEK_DAYS - 1)), date),
  );
  const today = week[week.length - 1];
  const [slots, logged] = await Promise.all([
    db
      .selectDistinct({ slot: meals.slot })
      .from(meals)
      .where(and(eq(meals.userId, userId), eq(meals.localDate, date))),
    db
      .selectDistinct({ date: meals.localDate })
      .from(meals)
      .where(
        and(
          eq(meals.userId, userId),
          gte(meals.localDate, addDays(date, -STREAK_LOOKBACK_DAYS)),
          lte(meals.localDate, date),
        ),
      ),
  ]);
  const slotOrder = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'] as const;
  const loggedSlots = new Set(slots.map((s) => s.slot));
  return {
    date,
    energyKcal: roundFigure(today?.energyKcal ?? 0),
    energyTargetKcal: profile?.energyKcal ?? null,
    proteinG: roundFigure(today?.proteinG ?? 0),
    proteinTargetG: profile?.proteinG ?? null,
    carbsG: roundFigure(today?.carbsG ?? 0),
    carbsTargetG: profile?.carbsG ?? null,
    fatG: roundFigure(today?.fatG ?? 0),
    fatTargetG: profile?.fatG ?? null,
    mealsLogged: today?.mealsLogged ?? 0,
    mealsPerDay: profile?.mealsPerDay ?? DEFAULT_MEALS_PER_DAY,
    slotsLogged: slotOrder.filter((slot) => loggedSlots.has(slot)),
    waterMl: today?.waterMl ?? 0,
    waterTargetMl: profile?.waterMl ?? null,
    streakDays: streakDays(new Set(logged.map((l) => l.date)), date),
    weeklyProgressPct: weeklyProgressPct(week, date, profile?.energyKcal ?? null),
  };
}
