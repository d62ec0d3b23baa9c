import { CORE_NUTRIENT_KEYS, roundFigure, type CoreNutrientKey, type CoreNutrients } from '../foods/nutrients';

export interface NutrientTotals {
  /** Sum of the figures that are known. Null only when no item gives the figure at all. */
  totals: CoreNutrients;
  /**
   * Nutrients for which at least one item has no figure (TACO "NA", "*" or
   * blank): their total is a lower bound and the UI says so ("parcial"),
   * instead of silently counting the gap as 0.
   */
  incomplete: CoreNutrientKey[];
}

/** Adds up the nutrients of a meal's items, keeping track of unknown figures. */
export function sumNutrients(items: readonly CoreNutrients[]): NutrientTotals {
  const totals = {} as CoreNutrients;
  const incomplete: CoreNutrientKey[] = [];
  for (const key of CORE_NUTRIENT_KEYS) {
    let sum = 0;
    let known = 0;
    for (const item of items) {
      const value = item[key];
      if (value === null) continue;
      sum += value;
      known += 1;
    }
    totals[key] = known === 0 && items.length > 0 ? null : roundFigure(sum);
    if (known < items.length) incomplete.push(key);
  }
  return { totals, incomplete };
}

/**
 * The totals of a set of logged meals (a day): their known figures added up, and partial where
 * any meal's figure was (an item without the figure) — the history's "Total do dia".
 */
export function mealsTotals(
  meals: readonly { totals: CoreNutrients; incompleteNutrients: readonly string[] }[],
): NutrientTotals {
  const sum = sumNutrients(meals.map((meal) => meal.totals));
  const partial = new Set<string>(meals.flatMap((meal) => meal.incompleteNutrients));
  return {
    totals: sum.totals,
    incomplete: CORE_NUTRIENT_KEYS.filter((key) => sum.incomplete.includes(key) || partial.has(key)),
  };
}
