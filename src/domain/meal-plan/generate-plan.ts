import { addDays } from '../calendar/local-days';
import type { FoodCatalog, FoodId } from '../foods/types';
import type { Sex } from '../goals/energy';
import type { MealSlot } from '../meals/meal-slots';
import { brokenBounds, buildDay } from './build-day';
import { chooseMeal, mealSignature, type ChoiceContext } from './choose-meals';
import { dayBounds, type DayBounds, type PlanTargets } from './day-targets';
import type { SolveLinearProgram } from './linear-program';
import { allowedPlanFoods, type PlanPreferences } from './plan-preferences';
import { regionalFoodIds } from './regional-foods';
import type { ItemChoice, MealChoice, PlannedDay } from './plan-types';
import { dayProgram } from './portion-model';
import { solvePortions } from './solve-portions';
import { PLAN_DISCLAIMER, planRefusal, type HealthSituation } from './safety';
import { deriveSeed, seededRandom } from '../seeded-random';

export const PLAN_DAYS = 7;
/** Draws of foods tried for a day before giving up; the first half also keep each meal's usual share. */
export const ATTEMPTS_PER_DAY = 10;

export interface PlanInput {
  startDate: string;
  slots: readonly MealSlot[];
  targets: PlanTargets;
  sex: Sex;
  ageYears: number;
  situations: readonly HealthSituation[];
  preferences: PlanPreferences;
  /** Foods the person logs most, most logged first (preferred when drawing). */
  favourites: readonly FoodId[];
  seed: number;
}

export interface MealPlan {
  startDate: string;
  seed: number;
  bounds: DayBounds;
  days: PlannedDay[];
  disclaimer: string;
}

export type PlanFailure = { ok: false; code: 'needs_professional' | 'plan_infeasible'; message: string };
export type PlanResult = { ok: true; plan: MealPlan } | PlanFailure;

export const INFEASIBLE_MESSAGE =
  'Não consegui montar um cardápio que bata as suas metas com estas preferências. Tente menos restrições ou procure um nutricionista para um plano sob medida.';

export interface PlanEngine {
  catalog: Pick<FoodCatalog, 'byId'>;
  solve: SolveLinearProgram;
}

export interface DayRequest {
  date: string;
  dayIndex: number;
  slots: readonly MealSlot[];
  bounds: DayBounds;
  context: ChoiceContext;
  seed: number;
  /** Yesterday's lunch, never repeated as it was. */
  previousLunch: string | null;
  /** Foods already decided per meal (kept, re-portioned unless fixed); the other parts are drawn. */
  keep?: (slot: MealSlot) => readonly ItemChoice[] | null;
}

/** Merges kept items into a drawn meal: a kept item takes the place of the drawn food of its part. */
function withKept(drawn: MealChoice, kept: readonly ItemChoice[] | null): MealChoice {
  if (!kept) return drawn;
  const keptRoles = new Set(kept.map((item) => item.food.role));
  return { slot: drawn.slot, items: [...kept, ...drawn.items.filter((item) => !keptRoles.has(item.food.role))] };
}

/** One day: draw foods, solve the portions, check every bound; up to ATTEMPTS_PER_DAY draws. */
export function planDay(
  request: DayRequest,
  engine: PlanEngine,
  wholeMeals?: readonly MealChoice[],
): PlannedDay | null {
  for (let attempt = 0; attempt < ATTEMPTS_PER_DAY; attempt++) {
    const random = seededRandom(deriveSeed(request.seed, request.dayIndex, attempt));
    const meals: MealChoice[] = [];
    const usedToday = new Set<FoodId>();
    for (const slot of request.slots) {
      const given = wholeMeals?.find((meal) => meal.slot === slot);
      if (given) {
        meals.push(given);
        continue;
      }
      const drawn = chooseMeal(slot, request.context, usedToday, random);
      const meal = withKept(drawn, request.keep?.(slot) ?? null);
      for (const item of meal.items) if (item.food.role !== 'salada') usedToday.add(item.food.foodId);
      meals.push(meal);
    }
    const program = dayProgram(meals, request.bounds, engine.catalog, { mealShares: attempt < ATTEMPTS_PER_DAY / 2 });
    if (!program) continue;
    const solution = solvePortions(program, engine.solve);
    if (solution.status !== 'optimal') continue;
    const day = buildDay(request.date, meals, solution, engine.catalog);
    if (!day || brokenBounds(day.totals, request.bounds).length > 0) continue;
    const lunch = day.meals.find((meal) => meal.slot === 'almoco');
    if (lunch && request.previousLunch === lunchSignature(day)) continue;
    return day;
  }
  return null;
}

export function lunchSignature(day: PlannedDay | null | undefined): string | null {
  const lunch = day?.meals.find((meal) => meal.slot === 'almoco');
  return lunch ? mealSignature(lunch.items.map((item) => item.foodId)) : null;
}

export function choiceContext(input: Pick<PlanInput, 'preferences' | 'favourites'>, engine: PlanEngine): ChoiceContext {
  return {
    allowed: allowedPlanFoods(input.preferences, engine.catalog),
    favourites: new Set(input.favourites),
    regional: regionalFoodIds(input.preferences.region ?? null),
  };
}

/**
 * A week of meals for the person's targets and preferences, or why not: a referral to a professional
 * (safety.ts) or no combination of allowed foods meeting every bound. Deterministic: the same input and
 * seed give the same plan (the solver is deterministic and every draw comes from the seed).
 */
export function generatePlan(input: PlanInput, engine: PlanEngine): PlanResult {
  const refusal = planRefusal(input.ageYears, input.situations);
  if (refusal) return { ok: false, ...refusal };
  const bounds = dayBounds(input.targets, input.sex);
  const context = choiceContext(input, engine);
  const days: PlannedDay[] = [];
  for (let index = 0; index < PLAN_DAYS; index++) {
    const day = planDay(
      {
        date: addDays(input.startDate, index),
        dayIndex: index,
        slots: input.slots,
        bounds,
        context,
        seed: input.seed,
        previousLunch: lunchSignature(days[index - 1]),
      },
      engine,
    );
    if (!day) return { ok: false, code: 'plan_infeasible', message: INFEASIBLE_MESSAGE };
    days.push(day);
  }
  return {
    ok: true,
    plan: { startDate: input.startDate, seed: input.seed, bounds, days, disclaimer: PLAN_DISCLAIMER },
  };
}
