import { isOnTarget, type DayTotals } from '../stats/day-stats';
import { averageLoggedEnergy } from '../stats/period-summary';
import { weeklySuggestion } from './weekly-suggestion';

/**
 * "Sua semana" (decision 0049): the past Monday–Sunday in figures a person can act on. Every figure comes from
 * the same days as Statistics (GET /api/stats/range, `averageLoggedEnergy`, `isOnTarget`), so the two never
 * disagree; the top sources are the week's meal items grouped by name.
 */
export interface WeeklyReviewInput {
  start: string;
  end: string;
  days: readonly DayTotals[];
  targets: { energyKcal: number | null; proteinG: number | null; waterMl: number | null };
  /** Weights logged in the week, oldest first. */
  weights: ReadonlyArray<{ date: string; weightKg: number }>;
  /** The week's foods, summed by name. */
  foods: ReadonlyArray<{ name: string; energyKcal: number; sodiumMg: number }>;
}

export interface Source {
  name: string;
  amount: number;
  /** Share of the week's total, 0–100. */
  percent: number;
}

export interface WeeklyReview {
  start: string;
  end: string;
  daysLogged: number;
  days: number;
  averageEnergyKcal: number | null;
  energyTargetKcal: number | null;
  daysOnEnergyTarget: number;
  proteinTargetG: number | null;
  daysProteinMet: number;
  waterTargetMl: number | null;
  averageWaterMl: number;
  daysWaterMet: number;
  weight: { firstKg: number; lastKg: number; changeKg: number } | null;
  averageSodiumMg: number | null;
  topEnergy: Source[];
  topSodium: Source[];
  suggestion: string;
  /** Who wrote the suggestion: the chat model (from the figures only) or the rules (decision 0067). */
  suggestionWrittenBy: 'model' | 'rules';
}

function top(foods: WeeklyReviewInput['foods'], key: 'energyKcal' | 'sodiumMg'): Source[] {
  const total = foods.reduce((sum, food) => sum + food[key], 0);
  if (total <= 0) return [];
  return [...foods]
    .filter((food) => food[key] > 0)
    .sort((a, b) => b[key] - a[key] || a.name.localeCompare(b.name, 'pt-BR'))
    .slice(0, 3)
    .map((food) => ({
      name: food.name,
      amount: Math.round(food[key]),
      percent: Math.round((food[key] / total) * 100),
    }));
}

export function weeklyReview(input: WeeklyReviewInput): WeeklyReview {
  const logged = input.days.filter((day) => day.mealsLogged > 0);
  const { energyKcal, proteinG, waterMl } = input.targets;
  const first = input.weights[0];
  const last = input.weights.at(-1);
  const sodiumTotal = input.foods.reduce((sum, food) => sum + food.sodiumMg, 0);
  const review: Omit<WeeklyReview, 'suggestion' | 'suggestionWrittenBy'> = {
    start: input.start,
    end: input.end,
    daysLogged: logged.length,
    days: input.days.length,
    averageEnergyKcal: averageLoggedEnergy(input.days),
    energyTargetKcal: energyKcal,
    daysOnEnergyTarget: energyKcal ? logged.filter((day) => isOnTarget(day.energyKcal, energyKcal)).length : 0,
    proteinTargetG: proteinG,
    daysProteinMet: proteinG ? logged.filter((day) => day.proteinG >= proteinG).length : 0,
    waterTargetMl: waterMl,
    averageWaterMl: input.days.length
      ? Math.round(input.days.reduce((sum, day) => sum + day.waterMl, 0) / input.days.length)
      : 0,
    daysWaterMet: waterMl ? input.days.filter((day) => day.waterMl >= waterMl).length : 0,
    weight:
      first && last && first.date !== last.date
        ? {
            firstKg: first.weightKg,
            lastKg: last.weightKg,
            changeKg: Math.round((last.weightKg - first.weightKg) * 10) / 10,
          }
        : null,
    averageSodiumMg: logged.length ? Math.round(sodiumTotal / logged.length) : null,
    topEnergy: top(input.foods, 'energyKcal'),
    topSodium: top(input.foods, 'sodiumMg'),
  };
  return { ...review, suggestion: weeklySuggestion(review), suggestionWrittenBy: 'rules' };
}
