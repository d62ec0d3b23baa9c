import { NUTRIENT_KEYS, roundFigure } from './nutrients';
import type { NutrientKey, Nutrients, UnknownReason } from './nutrients';

export interface IngredientFigures {
  per100g: Nutrients;
  traces: readonly NutrientKey[];
  /** Figures TACO marks "NA" (não aplicável: protein in oil, cholesterol in a vegetable): none in the food. */
  notApplicable?: readonly NutrientKey[];
  grams: number;
}

export interface RecipeFigures {
  per100g: Nutrients;
  traces: NutrientKey[];
  unknown: Partial<Record<NutrientKey, UnknownReason>>;
  /** The dish as eaten: the cooked weight when given, else the sum of the ingredients. */
  yieldGrams: number;
  /** Sum of the ingredients' grams, before any water is cooked off. */
  ingredientGrams: number;
}

/**
 * Per-100 g figures of a composed recipe from its ingredients. The yield is
 * the sum of ingredient grams when every ingredient is already in the form it
 * is eaten (cooked rice, brewed coffee). A dish cooked down or baked (brigadeiro,
 * bolo, pudim) passes its cooked weight: only water leaves the pan, so the
 * nutrients of the ingredients are spread over fewer grams. Vitamins lost to
 * heat are not modelled (no retention factors): figures stay those of the
 * ingredients.
 *
 * One unknown ingredient figure makes the recipe's figure unknown (null,
 * reason "ingredient"): a partial sum would silently count the gap as 0.
 * A figure TACO marks "não aplicável" (NA) is not a gap: the nutrient does not
 * occur in that food (there is no protein in olive oil), so it adds nothing —
 * otherwise a drizzle of oil would leave a pizza without a protein figure.
 * A figure that sums to 0 only because of traces is itself a trace.
 */
export function computeRecipeFigures(
  ingredients: readonly IngredientFigures[],
  cookedYieldGrams: number | null = null,
): RecipeFigures {
  const ingredientGrams = ingredients.reduce((sum, item) => sum + item.grams, 0);
  if (ingredients.length === 0 || !(ingredientGrams > 0)) {
    throw new Error('a recipe needs ingredients with a positive total weight');
  }
  // Cooking only drives water off here; a cooked weight above the ingredients' would invent mass.
  if (cookedYieldGrams !== null && !(cookedYieldGrams > 0 && cookedYieldGrams <= ingredientGrams)) {
    throw new Error('a cooked yield must be > 0 and at most the weight of the ingredients');
  }
  const yieldGrams = cookedYieldGrams ?? ingredientGrams;
  const per100g = {} as Nutrients;
  const traces: NutrientKey[] = [];
  const unknown: Partial<Record<NutrientKey, UnknownReason>> = {};
  for (const key of NUTRIENT_KEYS) {
    let total = 0;
    let missing = false;
    let anyTrace = false;
    for (const item of ingredients) {
      const value = item.per100g[key];
      if (value !== null) total += (value * item.grams) / 100;
      else if (!item.notApplicable?.includes(key)) missing = true;
      if (item.traces.includes(key)) anyTrace = true;
    }
    if (missing) {
      per100g[key] = null;
      unknown[key] = 'ingredient';
      continue;
    }
    const value = roundFigure((total / yieldGrams) * 100);
    per100g[key] = value;
    if (value === 0 && anyTrace) traces.push(key);
  }
  return {
    per100g,
    traces,
    unknown,
    yieldGrams: roundFigure(yieldGrams),
    ingredientGrams: roundFigure(ingredientGrams),
  };
}
