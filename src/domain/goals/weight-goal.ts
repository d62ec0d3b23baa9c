import { addDays } from '../calendar/local-days';
import { MIN_ENERGY_KCAL, type Sex } from './energy';

/**
 * Energy in a kilogram of body weight change, the static rule (3,500 kcal per pound: Wishnofsky M, Am J Clin Nutr
 * 1958;6:542-6). It overestimates long-term change as the body adapts (Hall KD et al., Lancet 2011;378:826-37):
 * one reason a projected date is an estimate, never a promise.
 */
export const KCAL_PER_KG = 7700;

/** The rates a person chooses from, kg per week: the usual 0.25–1 kg (NHLBI 1998, NIH Publication 98-4083). */
export const WEEKLY_RATE_CHOICES_KG = [0.25, 0.5, 0.75, 1] as const;
/**
 * At most 1% of body weight a week when losing (Helms ER, Aragon AA, Fitschen PJ, J Int Soc Sports Nutr 2014;11:20:
 * 0.5–1% a week preserves lean mass), and at most 0.5% when gaining (Iraki J et al., Sports 2019;7(7):154:
 * 0.25–0.5% a week limits fat gain).
 */
export const MAX_WEEKLY_SHARE = { lose: 0.01, gain: 0.005 } as const;
/** Within this of the goal, it is reached. */
export const GOAL_REACHED_KG = 0.1;

export type WeightDirection = 'lose' | 'gain';

/** The fastest safe rate for this weight and direction, kg a week, to one decimal gram-precise enough for a form. */
export function maxWeeklyRateKg(currentKg: number, direction: WeightDirection): number {
  return Math.floor(currentKg * MAX_WEEKLY_SHARE[direction] * 100) / 100;
}

/** The pt-BR refusal for a rate above the safe bound, or null when it is within it. */
export function weeklyRateProblem(currentKg: number, goalKg: number, weeklyRateKg: number): string | null {
  if (Math.abs(goalKg - currentKg) < GOAL_REACHED_KG) return null;
  const direction: WeightDirection = goalKg < currentKg ? 'lose' : 'gain';
  const max = maxWeeklyRateKg(currentKg, direction);
  if (weeklyRateKg <= max) return null;
  const kg = (value: number) => value.toLocaleString('pt-BR', { maximumFractionDigits: 2 });
  return direction === 'lose'
    ? `Com ${kg(currentKg)} kg, perca no máximo ${kg(max)} kg por semana (1% do peso)`
    : `Com ${kg(currentKg)} kg, ganhe no máximo ${kg(max)} kg por semana (0,5% do peso)`;
}

export interface WeightGoalProjection {
  direction: WeightDirection | 'reached';
  remainingKg: number;
  /** The rate the estimate uses: the chosen one, or less when the safe minimum energy holds it back. */
  weeklyRateKg: number;
  weeks: number | null;
  /** São Paulo date; null when reached, or when the safe minimum leaves no deficit to lose with. */
  estimatedDate: string | null;
  /** The daily energy that rate implies (maintenance ∓ the rate's energy), never below the safe minimum. */
  dailyEnergyKcal: number | null;
  /** The safe minimum (MIN_ENERGY_KCAL) slowed the chosen rate, or left none. */
  floorLimited: boolean;
}

/**
 * When the goal weight would be reached at the chosen rate (issue 25): the rate's daily deficit or surplus on top of
 * the person's maintenance energy, never eating below the safe minimum (1,200 kcal women, 1,500 kcal men): a rate
 * that would need less is slowed to what the minimum allows, and said so.
 */
export function projectWeightGoal(input: {
  currentKg: number;
  goalKg: number;
  weeklyRateKg: number;
  maintenanceKcal: number;
  sex: Sex;
  today: string;
}): WeightGoalProjection {
  const remainingKg = Math.round(Math.abs(input.goalKg - input.currentKg) * 10) / 10;
  if (Math.abs(input.goalKg - input.currentKg) < GOAL_REACHED_KG) {
    const reached = { remainingKg: 0, weeks: null, estimatedDate: null, dailyEnergyKcal: null, floorLimited: false };
    return { direction: 'reached', weeklyRateKg: 0, ...reached };
  }
  const direction: WeightDirection = input.goalKg < input.currentKg ? 'lose' : 'gain';
  const dailyKcal = (rate: number) => (rate * KCAL_PER_KG) / 7;
  let weeklyRateKg = input.weeklyRateKg;
  let floorLimited = false;
  if (direction === 'lose') {
    const roomKcal = input.maintenanceKcal - MIN_ENERGY_KCAL[input.sex];
    if (dailyKcal(weeklyRateKg) > roomKcal) {
      floorLimited = true;
      weeklyRateKg = Math.max(0, Math.floor(((roomKcal * 7) / KCAL_PER_KG) * 100) / 100);
    }
  }
  if (weeklyRateKg <= 0) {
    return {
      direction,
      remainingKg,
      weeklyRateKg: 0,
      weeks: null,
      estimatedDate: null,
      dailyEnergyKcal: null,
      floorLimited,
    };
  }
  const weeks = Math.ceil(remainingKg / weeklyRateKg);
  const delta = dailyKcal(weeklyRateKg) * (direction === 'lose' ? -1 : 1);
  return {
    direction,
    remainingKg,
    weeklyRateKg,
    weeks,
    estimatedDate: addDays(input.today, weeks * 7),
    dailyEnergyKcal: Math.round((input.maintenanceKcal + delta) / 10) * 10,
    floorLimited,
  };
}
