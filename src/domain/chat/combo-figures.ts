import {
  coreNutrients,
  nutrientsForGrams,
  roundFigure,
  type CoreNutrientKey,
  type CoreNutrients,
} from '../foods/nutrients';
import type { FoodCatalog } from '../foods/types';
import { sumNutrients } from '../nutrition/totals';
import type { ComboMoment, SnackCombo } from './snack-combos';
import { SNACK_COMBOS } from './snack-combos';

export interface ComboItem {
  foodId: string;
  foodName: string;
  quantity: number;
  unit: string;
  grams: number;
  nutrients: CoreNutrients;
}

export interface ComboFigures {
  name: string;
  items: ComboItem[];
  totals: CoreNutrients;
  /** Figures some part has none for (TACO "NA"…): their total is partial, and said so. */
  incomplete: CoreNutrientKey[];
}

/** A curated combo with grams from the catalog's household measures (IBGE POF) and figures from TACO. */
export function comboFigures(combo: SnackCombo, catalog: FoodCatalog): ComboFigures {
  const items = combo.parts.map((part): ComboItem => {
    const food = catalog.get(part.foodId);
    const portion = food.portions.find((p) => p.measureId === part.measureId);
    if (!portion) throw new Error(`${food.id} has no portion "${part.measureId}"`);
    const grams = roundFigure(portion.grams * part.quantity);
    return {
      foodId: food.id,
      foodName: food.name,
      quantity: part.quantity,
      unit: part.quantity === 1 ? portion.label : portion.plural,
      grams,
      nutrients: coreNutrients(nutrientsForGrams(food.per100g, grams)),
    };
  });
  const { totals, incomplete } = sumNutrients(items.map((i) => i.nutrients));
  return { name: combo.name, items, totals, incomplete };
}

/** The combos of a moment, in their curated order, with their figures. */
export function combosFor(moment: ComboMoment, catalog: FoodCatalog): ComboFigures[] {
  return SNACK_COMBOS.filter((c) => c.moments.includes(moment)).map((c) => comboFigures(c, catalog));
}

/**
 * Up to `limit` combos that fit in what is left today (all of them when the
 * person has no target), in the curated order; `fits` is false when none fits
 * and the lightest are given instead.
 */
export function pickWithin(
  combos: readonly ComboFigures[],
  leftKcal: number | null,
  limit: number,
): { chosen: ComboFigures[]; fits: boolean } {
  const energy = (c: ComboFigures) => c.totals.energyKcal ?? Number.POSITIVE_INFINITY;
  if (leftKcal === null) return { chosen: combos.slice(0, limit), fits: true };
  const fitting = combos.filter((c) => energy(c) <= leftKcal);
  if (fitting.length > 0) return { chosen: fitting.slice(0, limit), fits: true };
  return { chosen: [...combos].sort((a, b) => energy(a) - energy(b)).slice(0, limit), fits: false };
}
