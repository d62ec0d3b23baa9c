import { macroKcal } from '../nutrition/atwater';
import type { DayTotals } from './day-stats';

export interface MacroSplit {
  proteinPct: number;
  carbsPct: number;
  fatPct: number;
}

/** Share of the energy from protein, carbohydrate and fat over a period; null when nothing was logged. */
export function macroSplit(days: readonly DayTotals[]): MacroSplit | null {
  const protein = macroKcal(
    'proteinG',
    days.reduce((s, d) => s + d.proteinG, 0),
  );
  const carbs = macroKcal(
    'carbsG',
    days.reduce((s, d) => s + d.carbsG, 0),
  );
  const fat = macroKcal(
    'fatG',
    days.reduce((s, d) => s + d.fatG, 0),
  );
  const total = protein + carbs + fat;
  if (total === 0) return null;
  const proteinPct = Math.round((protein / total) * 100);
  const carbsPct = Math.round((carbs / total) * 100);
  return { proteinPct, carbsPct, fatPct: 100 - proteinPct - carbsPct };
}

/** The streak as it stood at the end of each day of the period (days in order, zeros included). */
export function streakSeries(days: readonly DayTotals[]): { date: string; streakDays: number }[] {
  let streak = 0;
  return days.map((day) => {
    streak = day.mealsLogged > 0 ? streak + 1 : 0;
    return { date: day.date, streakDays: streak };
  });
}

/** Mean energy of the days with at least one meal (days not logged would only drag it to zero). */
export function averageLoggedEnergy(days: readonly DayTotals[]): number | null {
  const logged = days.filter((d) => d.mealsLogged > 0);
  return logged.length ? Math.round(logged.reduce((s, d) => s + d.energyKcal, 0) / logged.length) : null;
}
