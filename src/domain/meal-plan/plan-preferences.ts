import type { FoodCatalog, FoodId } from '../foods/types';
import { PLAN_FOODS, type PlanFood } from './plan-foods';
import { brokenRestrictions, isDisliked, type DietRestriction } from './restrictions';

export const BUDGETS = ['economico', 'moderado'] as const;
export type Budget = (typeof BUDGETS)[number];

export interface PlanPreferences {
  restrictions: readonly DietRestriction[];
  /** Words of foods the person does not eat ("fígado", "peixe"). */
  dislikes: readonly string[];
  budget: Budget;
}

/** A plan food the person may be offered: no restriction broken, nothing disliked, within the budget. */
export function acceptsFood(food: PlanFood, preferences: PlanPreferences, catalog: Pick<FoodCatalog, 'byId'>): boolean {
  const entry = catalog.byId(food.foodId);
  if (!entry) return false;
  if (preferences.budget === 'economico' && food.cost === 3) return false;
  if (brokenRestrictions(entry, preferences.restrictions, catalog).length > 0) return false;
  return !isDisliked(entry, preferences.dislikes, catalog);
}

export function allowedPlanFoods(preferences: PlanPreferences, catalog: Pick<FoodCatalog, 'byId'>): PlanFood[] {
  return PLAN_FOODS.filter((food) => acceptsFood(food, preferences, catalog));
}

/**
 * How likely a food is drawn for its part of a meal. The Guia Alimentar (2014, ch. 2) puts in natura and
 * minimally processed foods at the base, processed ones in small amounts and ultraprocessed ones rare;
 * foods the person already logs come first, because a plan of familiar foods is a plan that is followed.
 */
export function pickWeight(food: PlanFood, favourites: ReadonlySet<FoodId>): number {
  const processing = { in_natura: 1, processado: 0.5, ultraprocessado: 0.15 }[food.processing];
  return processing * (favourites.has(food.foodId) ? 4 : 1);
}
