import { MEAL_SLOTS, type MealSlot } from '../meals/meal-slots';
import { minutesOf, timeOf } from './clock-minutes';

/**
 * When a person usually has each meal (docs/decisions/0049-push-reminders-and-weekly-review.md): the median
 * São Paulo time of that meal over the last weeks of their log, once it was logged on at least
 * `MIN_DAYS` days (fewer says little about a habit); a time set by hand wins; lunch and dinner fall back to
 * the Brazilian usual (12:30 and 20:00: IBGE POF 2017–2018 puts most lunches between 11h and 14h and dinners
 * between 19h and 21h) so a new person is reminded of the two main meals; breakfast, snack and supper are
 * reminded only once learned or set.
 */
export const LEARN_FROM_DAYS = 28;
export const MIN_DAYS = 3;
const DEFAULT_TIMES: Partial<Record<MealSlot, string>> = { almoco: '12:30', jantar: '20:00' };

export interface LoggedMealTime {
  slot: MealSlot;
  /** São Paulo date and "HH:MM" of the meal. */
  date: string;
  time: string;
}

export interface UsualTime {
  time: string;
  source: 'manual' | 'learned' | 'default';
}

export function usualMealTimes(
  logged: readonly LoggedMealTime[],
  manual: Partial<Record<MealSlot, string>>,
): Record<MealSlot, UsualTime | null> {
  const result = {} as Record<MealSlot, UsualTime | null>;
  for (const slot of MEAL_SLOTS) {
    const set = manual[slot];
    if (set) {
      result[slot] = { time: set, source: 'manual' };
      continue;
    }
    // One time per day (the first meal of that slot), so a day with two snacks does not count twice.
    const byDay = new Map<string, number>();
    for (const meal of logged) {
      if (meal.slot !== slot) continue;
      const minute = minutesOf(meal.time);
      byDay.set(meal.date, Math.min(byDay.get(meal.date) ?? Infinity, minute));
    }
    if (byDay.size >= MIN_DAYS) {
      const sorted = [...byDay.values()].sort((a, b) => a - b);
      const middle = Math.floor(sorted.length / 2);
      const median = sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
      // To the nearest 5 minutes: "12:35", not "12:37".
      result[slot] = { time: timeOf(Math.round(median / 5) * 5), source: 'learned' };
      continue;
    }
    const fallback = DEFAULT_TIMES[slot];
    result[slot] = fallback ? { time: fallback, source: 'default' } : null;
  }
  return result;
}
