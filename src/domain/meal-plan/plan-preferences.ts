import type { FoodCatalog, FoodId } from '../foods/types';
import { fitsCookingTime, type CookingTime } from './cooking-time';
import { PLAN_FOODS, type PlanFood } from './plan-foods';
import type { Region } from './regional-foods';
import { brokenRestrictions, isDisliked, type DietRestriction } from './restrictions';

export const BUDGETS = ['economico', 'moderado'] as const;
export type Budget = (typeof BUDGETS)[number];

export interface PlanPreferences {
  restrictions: readonly DietRestriction[];
  /** Words of foods the person does not eat ("fígado", "peixe"). */
  dislikes: readonly string[];
  budget: Budget;
  /** "rapido": no oven, no long simmer, no beans soaked the day before (cooking-time.ts, decision 0068). */
  cookingTime: CookingTime;
  /** Regional cuisine: its foods are drawn more often (regional-foods.ts); null = no preference. */
  region: Region | null;
}

/** A plan food the person may be offered: no restriction broken, nothing disliked, within the budget and time. */
export function acceptsFood(food: PlanFood, preferences: PlanPreferences, catalog: Pick<FoodCatalog, 'byId'>): boolean {
  const entry = catalog.byId(food.foodId);
  if (!entry) return false;
  if (preferences.budget === 'economico' && food.cost === 3) return false;
  if (!fitsCookingTime(entry, preferences.cookingTime, catalog)) return false;
  if (brokenRestrictions(entry, preferences.restrictions, catalog).length > 0) return false;
  return !isDisliked(entry, preferences.dislikes, catalog);
}

export function allowedPlanFoods(preferences: PlanPreferences, catalog: Pick<FoodCatalog, 'byId'>): PlanFood[] {
  return PLAN_FOODS.filter((food) => acceptsFood(food, preferences, catalog));
}

/**
 * How likely a food is drawn for its part of a meal. The Guia Alimentar (2014, ch. 2) puts in natura and
 * minimally processed foods at the base, processed ones in small amounts and ultraprocessed ones rare;
 * foods the person already logs come first, because a plan of familiar foods is a plan that is followed;
 * the foods of the region the person asked for next (×3, below their own log's ×4: what they eat comes first).
 */
export function pickWeight(
  food: PlanFood,
  favourites: ReadonlySet<FoodId>,
  regional: ReadonlySet<FoodId> = new Set(),
): number {
  const processing = { in_natura: 1, processado: 0.5, ultraprocessado: 0.15 }[food.processing];
  return processing * (favourites.has(food.foodId) ? 4 : 1) * (regional.has(food.foodId) ? 3 : 1);
}
