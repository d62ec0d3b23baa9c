import { CORE_NUTRIENT_KEYS, roundFigure, type CoreNutrients } from '../foods/nutrients';

/** An item of a logged meal, as it was saved: its figures are the ones it was logged with. */
export interface RecipeSourceItem {
  foodId: string;
  foodName: string;
  grams: number;
  nutrients: CoreNutrients;
}

export interface RecipeIngredientSnapshot {
  foodId: string;
  foodName: string;
  grams: number;
}

export interface RecipeFromItems {
  /** The whole dish: the sum of the items' grams. */
  totalGrams: number;
  per100g: CoreNutrients;
  ingredients: RecipeIngredientSnapshot[];
}

/**
 * "Salvar como receita": a meal's items become one dish. Its per-100 g
 * figures are the items' summed figures over their summed grams. When any
 * item has no figure for a nutrient, the dish's figure is unknown (null):
 * a partial sum would silently count the gap as zero.
 */
export function recipeFromItems(items: readonly RecipeSourceItem[]): RecipeFromItems | null {
  const totalGrams = items.reduce((sum, item) => sum + item.grams, 0);
  if (items.length === 0 || !(totalGrams > 0)) return null;
  const per100g = {} as CoreNutrients;
  for (const key of CORE_NUTRIENT_KEYS) {
    const values = items.map((item) => item.nutrients[key]);
    per100g[key] = values.some((value) => value === null)
      ? null
      : roundFigure((values.reduce<number>((sum, value) => sum + (value ?? 0), 0) / totalGrams) * 100);
  }
  return {
    totalGrams: roundFigure(totalGrams),
    per100g,
    ingredients: items.map(({ foodId, foodName, grams }) => ({ foodId, foodName, grams })),
  };
}
