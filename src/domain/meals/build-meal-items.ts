import { foodSourceOf } from '../foods/food-source';
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
import { isQuickCaloriesId, quickCaloriesInBounds, quickCaloriesItem } from '../meal-text/quick-calories-item';
import type { FoodCatalog } from '../foods/types';
import { toSearchKey } from '../foods/search-key';
import { sumNutrients } from '../nutrition/totals';

/** What a person asks to log: a food and either grams or a household measure. */
export interface MealItemRequest {
  foodId: string;
  grams?: number | undefined;
  quantity?: number | undefined;
  measureId?: string | null | undefined;
  /** Only for a quick add ("Calorias avulsas"): the energy, and the macros the person knows. */
  energyKcal?: number | undefined;
  proteinG?: number | null | undefined;
  carbsG?: number | null | undefined;
  fatG?: number | null | undefined;
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
    if (isQuickCaloriesId(request.foodId)) {
      const quick = quickItem(request);
      if (!quick) return { ok: false, field: `items.${i}.energyKcal`, message: QUICK_MESSAGE };
      items.push(quick);
      continue;
    }
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

/** What to ask for to log an analysed item again: its grams, or a quick add's energy and macros. */
export function itemRequestOf(item: Pick<MealTextItem, 'foodId' | 'grams' | 'nutrients'>): MealItemRequest {
  if (!isQuickCaloriesId(item.foodId)) return { foodId: item.foodId, grams: item.grams };
  const { energyKcal, proteinG, carbsG, fatG } = item.nutrients;
  return { foodId: item.foodId, energyKcal: energyKcal ?? undefined, proteinG, carbsG, fatG };
}

const QUICK_MESSAGE = 'Informe as calorias avulsas: de 1 a 5.000 kcal (e até 600 g de cada macronutriente)';

/** A quick add: only the energy and macros the person gave, within bounds; the name and the rest are the server's. */
function quickItem(request: MealItemRequest): LoggedItem | null {
  const { energyKcal, proteinG, carbsG, fatG } = request;
  if (energyKcal === undefined || !quickCaloriesInBounds({ energyKcal, proteinG, carbsG, fatG })) return null;
  const {
    confidence: _confidence,
    text: _text,
    portionSource: _portionSource,
    ...item
  } = quickCaloriesItem({
    energyKcal,
    proteinG: roundMacro(proteinG),
    carbsG: roundMacro(carbsG),
    fatG: roundMacro(fatG),
  });
  return item;
}

const roundMacro = (grams: number | null | undefined) =>
  grams === null || grams === undefined ? null : roundFigure(grams);

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
