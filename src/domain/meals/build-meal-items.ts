import { findPortion, portionLabel } from '../foods/household-measures';
import {
  CORE_NUTRIENT_KEYS,
  coreNutrients,
  nutrientsForGrams,
  roundFigure,
  type CoreNutrients,
} from '../foods/nutrients';
import { isOwnFoodId } from '../my-foods/own-food';
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
export function buildMealItems(
  catalog: FoodCatalog,
  requests: readonly MealItemRequest[],
  previous: readonly LoggedItem[] = [],
): BuildResult {
  const items: LoggedItem[] = [];
  for (const [i, request] of requests.entries()) {
    const food = catalog.byId(request.foodId);
    if (!food) {
      const kept = keptItem(request, previous);
      if (kept) {
        items.push(kept);
        continue;
      }
      const message = isOwnFoodId(request.foodId)
        ? 'Este alimento foi apagado de Meus alimentos: escolha outro'
        : 'Alimento não encontrado no catálogo';
      return { ok: false, field: `items.${i}.foodId`, message };
    }
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

/**
 * Editing a meal whose own food was since deleted from "Meus alimentos": the
 * item keeps the figures it was logged with, rescaled to the grams asked
 * (nothing already saved is lost). Only the same measure or grams can be used.
 */
function keptItem(request: MealItemRequest, previous: readonly LoggedItem[]): LoggedItem | null {
  const kept = previous.find((item) => item.foodId === request.foodId);
  if (!kept || !(kept.grams > 0)) return null;
  const sameMeasure = request.measureId && request.measureId === kept.measureId && request.quantity !== undefined;
  const grams = request.grams ?? (sameMeasure ? (kept.grams / kept.quantity) * (request.quantity ?? 0) : undefined);
  if (grams === undefined || !(grams > 0)) return null;
  const rounded = roundFigure(grams);
  const nutrients = {} as CoreNutrients;
  for (const key of CORE_NUTRIENT_KEYS) {
    const value = kept.nutrients[key];
    nutrients[key] = value === null ? null : roundFigure((value * rounded) / kept.grams);
  }
  const quantity = sameMeasure ? (request.quantity ?? rounded) : rounded;
  return {
    ...kept,
    quantity,
    unit: sameMeasure ? kept.unit : 'g',
    measureId: sameMeasure ? kept.measureId : null,
    grams: rounded,
    nutrients,
  };
}

/** Synonyms join the search text, so "aipim" finds a meal logged as "Mandioca cozida". */
function synonymsOf(catalog: FoodCatalog, foodId: string): string[] {
  return [...(catalog.byId(foodId)?.searchKeys ?? [])];
}
