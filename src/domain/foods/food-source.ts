import type { Food } from './types';

/**
 * Where an item's figures come from, shown next to every item (analysis,
 * food picker, history): TACO; a recipe composed of catalog foods; IBGE's
 * POF 2008-2009 composition table; USDA FoodData Central; or a food the
 * person created ("Meus alimentos"); or energy the person typed as a quick add ("Calorias avulsas", decision
 * 0045). See docs/decisions/0025 and 0039.
 */
export const FOOD_SOURCE_KINDS = ['taco', 'recipe', 'ibge', 'usda', 'custom', 'quick'] as const;
export type FoodSourceKind = (typeof FOOD_SOURCE_KINDS)[number];

/**
 * The reserved id of a quick add ("Calorias avulsas"): no catalog or own-food id can take it, since those carry
 * "taco-", "recipe-", "ibge-", "usda-" or "meu-" (src/domain/meal-text/quick-calories-item.ts).
 */
export const QUICK_CALORIES_FOOD_ID = 'calorias-avulsas';

/** The source kind of a catalog food. */
export function foodSourceOf(food: Pick<Food, 'kind'>): FoodSourceKind {
  return food.kind;
}

/**
 * The source kind of a logged item from its food id alone (a logged meal keeps
 * the id, not the food): catalog ids carry their kind as a prefix; any other
 * id is a person's own food.
 */
export function foodSourceOfId(foodId: string): FoodSourceKind {
  if (foodId.startsWith('taco-')) return 'taco';
  if (foodId.startsWith('recipe-')) return 'recipe';
  if (foodId.startsWith('usda-')) return 'usda';
  if (foodId.startsWith('ibge-')) return 'ibge';
  if (foodId === QUICK_CALORIES_FOOD_ID) return 'quick';
  return 'custom';
}
