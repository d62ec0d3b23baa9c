import { addDays, datesFrom } from '../calendar/local-days';

/** One São Paulo day of a person's log, as the database sums it. */
export interface DayTotals {
  date: string;
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  waterMl: number;
  mealsLogged: number;
}

export const emptyDay = (date: string): DayTotals => ({
  date,
  energyKcal: 0,
  proteinG: 0,
  carbsG: 0,
  fatG: 0,
  waterMl: 0,
  mealsLogged: 0,
});

/** Fills the days nobody logged anything with zeros, so charts and streaks see every date. */
export function fillDays(from: string, to: string, logged: readonly DayTotals[]): DayTotals[] {
  const byDate = new Map(logged.map((day) => [day.date, day]));
  return datesFrom(from, to).map((date) => byDate.get(date) ?? emptyDay(date));
}

/** A streak longer than a year is still shown as a year (decision 0011); it bounds what is read. */
export const STREAK_LOOKBACK_DAYS = 366;

/**
 * Consecutive days with at least one meal, counted back from today — or from
 * yesterday when nothing is logged yet today, since the day is not over
 * (docs/decisions/0011-stats.md). `loggedDates` are São Paulo dates.
 */
export function streakDays(loggedDates: ReadonlySet<string>, today: string): number {
  let day = loggedDates.has(today) ? today : addDays(today, -1);
  let streak = 0;
  while (loggedDates.has(day)) {
    streak += 1;
    day = addDays(day, -1);
  }
  return streak;
}

/**
 * For each logged São Paulo date, the first day of its run of consecutive logged days. The streak of
 * `streakDays` is the length of the run that reaches today (or yesterday): `today − runStart + 1`.
 * The database keeps the same figure per day (`meal_day_totals.run_start`, written by the trigger
 * function `refresh_meal_day_totals`, src/server/db/functions/) so the dashboard reads the streak
 * without a scan; src/server/db/meal-day-totals.api.test.ts holds the trigger to this function.
 */
export function runStarts(loggedDates: Iterable<string>): Map<string, string> {
  const starts = new Map<string, string>();
  let previous: string | undefined;
  for (const date of [...new Set(loggedDates)].sort()) {
    starts.set(date, previous !== undefined && addDays(previous, 1) === date ? starts.get(previous)! : date);
    previous = date;
  }
  return starts;
}

/** A day "on target": energy within ±10% of the target (decision 0011). */
export const ON_TARGET_TOLERANCE = 0.1;
export const WEEK_DAYS = 7;

export function isOnTarget(energyKcal: number, targetKcal: number): boolean {
  return targetKcal > 0 && Math.abs(energyKcal - targetKcal) <= ON_TARGET_TOLERANCE * targetKcal;
}

/**
 * Weekly goal percentage: the share of the last 7 days (today included) whose
 * energy was within ±10% of the target; a day without meals is not on target.
 */
export function weeklyProgressPct(days: readonly DayTotals[], today: string, targetKcal: number | null): number {
  if (!targetKcal) return 0;
  const since = addDays(today, -(WEEK_DAYS - 1));
  const onTarget = days.filter(
    (d) => d.date >= since && d.date <= today && isOnTarget(d.energyKcal, targetKcal),
  ).length;
  return Math.round((onTarget / WEEK_DAYS) * 100);
}
