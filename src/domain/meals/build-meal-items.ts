import { foodSourceOf } from '../foods/food-source';
import { findPortion, portionLabel } from '../foods/household-measures';
import { coreNutrients, nutrientsForGrams, roundFigure, type CoreNutrients } from '../foods/nutrients';
import type { MealTextItem } from '../meal-text/place-item';
import type { FoodCatalog } from '../foods/types';
import { toSearchKey } from '../foods/search-key';
import { sumNutrients } from '../nutrition/totals';

/** What a person asks to log: a food and either grams or a household measure. */
export interface MealItemRequest {
  foodId: string;
  grams?: number | undefined;
  quantity?: number | undefined;
  measureId?: string | null | undefined;
}

/** A logged item: the figures it was logged with, kept as they were (docs/decisions/0008-meals.md). */
export type LoggedItem = Omit<MealTextItem, 'confidence' | 'text' | 'portionSource'>;

export type BuildResult =
  | { ok: true; items: LoggedItem[]; totals: CoreNutrients; incomplete: string[]; searchText: string }
  | { ok: false; field: string; message: string };

/**
 * Turns requested items into logged ones. Grams come from the catalog's
 * portion when a measure is given; every figure comes from the catalog —
 * never from the client.
 */
export function buildMealItems(catalog: FoodCatalog, requests: readonly MealItemRequest[]): BuildResult {
  const items: LoggedItem[] = [];
  for (const [i, request] of requests.entries()) {
    const food = catalog.byId(request.foodId);
    if (!food) return { ok: false, field: `items.${i}.foodId`, message: 'Alimento não encontrado no catálogo' };
    let grams = request.grams;
    let quantity = request.grams ?? 0;
    let unit = 'g';
    let measureId: string | null = null;
    if (request.measureId && request.quantity !== undefined) {
      const portion = findPortion(food, request.measureId);
      if (!portion) {
        return { ok: false, field: `items.${i}.measureId`, message: `${food.name} não tem a medida escolhida` };
      }
      quantity = request.quantity;
      grams ??= portion.grams * request.quantity;
      unit = portionLabel(portion, request.quantity);
      measureId = portion.measureId;
    }
    if (grams === undefined || !(grams > 0)) {
      return { ok: false, field: `items.${i}.grams`, message: 'A quantidade deve ser maior que zero' };
    }
    const rounded = roundFigure(grams);
    items.push({
      foodId: food.id,
      foodName: food.name,
      foodSource: foodSourceOf(food),
      quantity: measureId ? quantity : rounded,
      unit,
      measureId,
      grams: rounded,
      nutrients: coreNutrients(nutrientsForGrams(food.per100g, rounded)),
    });
  }
  const { totals, incomplete } = sumNutrients(items.map((item) => item.nutrients));
  const searchText = [
    ...new Set(items.flatMap((item) => [toSearchKey(item.foodName), ...synonymsOf(catalog, item.foodId)])),
  ].join(' | ');
  return { ok: true, items, totals, incomplete, searchText };
}

/** Synonyms join the search text, so "aipim" finds a meal logged as "Mandioca cozida". */
function synonymsOf(catalog: FoodCatalog, foodId: string): string[] {
  return [...(catalog.byId(foodId)?.searchKeys ?? [])];
}
