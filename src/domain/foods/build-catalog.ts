import { checkFigures, figuresOf, resolveIngredients, toFood } from './catalog-food';
import { buildPortions } from './catalog-portions';
import { IBGE_SOURCE_ID, POF_SOURCE_ID, RECIPE_SOURCE_ID, USDA_SOURCE_IDS } from './catalog-source-ids';
import {
  readFood,
  readFoodWords,
  readIbgeFood,
  readMeasures,
  readRecipe,
  readSources,
  readUsdaFood,
} from './raw-catalog';
import type { RawCatalogInput } from './raw-catalog';
import { RawReader } from './raw-reader';
import { computeRecipeFigures } from './recipe-nutrients';
import type { Food, FoodCatalog } from './types';
import { withTypicalPortions } from './typical-portions';

export class CatalogDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid food catalog data (${problems.length} problem(s)):\n${problems.slice(0, 25).join('\n')}`);
    this.name = 'CatalogDataError';
  }
}

const USDA_ID = /^usda-(sr|fndds)-(\d+)$/;

/**
 * The one entry point of the food domain: takes the authored catalog data
 * (parsed JSON, passed in — the domain reads no files), checks it, computes
 * the composed recipes from their ingredients, and returns the typed catalog
 * with lookups. Throws CatalogDataError listing every problem found.
 */
export function buildCatalog(input: RawCatalogInput): FoodCatalog {
  const r = new RawReader();
  const measures = readMeasures(r, input.measures);
  const sources = readSources(r, input.sources);
  const measureById = new Map(measures.map((m) => [m.id, m]));
  const sourceById = new Map(sources.map((s) => [s.id, s]));
  for (const required of [RECIPE_SOURCE_ID, POF_SOURCE_ID]) {
    if (!sourceById.has(required)) r.fail('sources', `missing required source "${required}"`);
  }

  const foods: Food[] = [];
  const byId = new Map<string, Food>();
  const add = (food: Food, path: string): void => {
    if (byId.has(food.id)) r.fail(path, `duplicate food id "${food.id}"`);
    byId.set(food.id, food);
    foods.push(food);
  };

  input.foodFiles.forEach((file, f) => {
    const list = r.arr(r.obj(file, `foodFiles[${f}]`).foods, `foodFiles[${f}].foods`);
    list.forEach((item, i) => {
      const path = `foodFiles[${f}].foods[${i}]`;
      const raw = readFood(r, item, path);
      if (!/^taco-\d+$/.test(raw.id) || raw.id !== `taco-${raw.tacoId}`) r.fail(path, 'id must be "taco-<tacoId>"');
      if (!raw.per100g) r.fail(path, 'per100g is required');
      checkFigures(r, raw, path, sourceById);
      const portions = buildPortions(r, raw.portions, raw, path, measureById, sourceById, null);
      add(toFood(raw, 'taco', portions, raw.per100g, null), path);
    });
  });

  (input.usdaFiles ?? []).forEach((file, f) => {
    const list = r.arr(r.obj(file, `usdaFiles[${f}]`).foods, `usdaFiles[${f}].foods`);
    list.forEach((item, i) => {
      const path = `usdaFiles[${f}].foods[${i}]`;
      const raw = readUsdaFood(r, item, path);
      const { dataset, fdcId, fnddsFoodCode } = raw.usda;
      const key = dataset === 'sr-legacy' ? `sr-${fdcId}` : `fndds-${fnddsFoodCode}`;
      if (!USDA_ID.test(raw.id) || raw.id !== `usda-${key}`)
        r.fail(path, 'id must be "usda-sr-<fdcId>" or "usda-fndds-<fnddsFoodCode>"');
      if (raw.tacoId !== null) r.fail(path, 'a USDA food has no tacoId');
      if (raw.source !== USDA_SOURCE_IDS[dataset]) r.fail(path, `source must be "${USDA_SOURCE_IDS[dataset]}"`);
      if (!raw.per100g) r.fail(path, 'per100g is required');
      if (raw.traces.length > 0) r.fail(path, 'USDA has no "trace" marker: give the figure');
      checkFigures(r, raw, path, sourceById);
      const portions = buildPortions(r, raw.portions, raw, path, measureById, sourceById, null);
      add({ ...toFood(raw, 'usda', portions, raw.per100g, null), usda: raw.usda }, path);
    });
  });

  (input.ibgeFiles ?? []).forEach((file, f) => {
    const list = r.arr(r.obj(file, `ibgeFiles[${f}]`).foods, `ibgeFiles[${f}].foods`);
    list.forEach((item, i) => {
      const path = `ibgeFiles[${f}].foods[${i}]`;
      const raw = readIbgeFood(r, item, path);
      if (raw.id !== `ibge-${raw.ibge.foodCode}-${raw.ibge.preparationCode}`)
        r.fail(path, 'id must be "ibge-<foodCode>-<preparationCode>"');
      if (raw.tacoId !== null) r.fail(path, 'an IBGE food has no tacoId');
      if (raw.source !== IBGE_SOURCE_ID) r.fail(path, `source must be "${IBGE_SOURCE_ID}"`);
      if (!raw.per100g) r.fail(path, 'per100g is required');
      checkFigures(r, raw, path, sourceById);
      const portions = buildPortions(r, raw.portions, raw, path, measureById, sourceById, null);
      add({ ...toFood(raw, 'ibge', portions, raw.per100g, null), ibge: raw.ibge }, path);
    });
  });

  r.arr(r.obj(input.recipes, 'recipes').recipes, 'recipes.recipes').forEach((item, i) => {
    const path = `recipes[${i}]`;
    const raw = readRecipe(r, item, path);
    if (!/^recipe-[a-z0-9-]+$/.test(raw.id)) r.fail(path, 'id must be "recipe-<slug>"');
    const ingredients = resolveIngredients(r, raw, path, byId);
    if (ingredients.length === 0) return;
    const ingredientGrams = ingredients.reduce((sum, ing) => sum + ing.grams, 0);
    const cooked = raw.cookedYield;
    if (cooked && !(cooked.grams > 0 && cooked.grams <= ingredientGrams)) {
      r.fail(`${path}.cookedYield.grams`, `must be > 0 and at most the ${ingredientGrams} g of the ingredients`);
      return;
    }
    const figures = computeRecipeFigures(
      ingredients.map((ing) => ({ ...figuresOf(byId.get(ing.foodId)), grams: ing.grams })),
      cooked?.grams ?? null,
    );
    const portions = buildPortions(r, raw.portions, raw, path, measureById, sourceById, figures.yieldGrams);
    const food = toFood(
      { ...raw, traces: figures.traces, unknown: figures.unknown, source: RECIPE_SOURCE_ID },
      'recipe',
      portions,
      figures.per100g,
      {
        ingredients,
        yieldGrams: figures.yieldGrams,
        ingredientGrams: figures.ingredientGrams,
        cookedYieldBasis: cooked?.basis ?? null,
        proportionSource: raw.proportionSource,
      },
    );
    add(food, path);
  });

  const finalFoods = withTypicalPortions(r, input.typicalPortions, foods, sourceById);
  const foodWords = readFoodWords(r, input.foodWords);
  if (r.problems.length > 0) throw new CatalogDataError(r.problems);
  const finalById = new Map(finalFoods.map((f) => [f.id, f]));
  const byTaco = new Map(finalFoods.filter((f) => f.tacoId !== null).map((f) => [f.tacoId, f]));
  return {
    foods: finalFoods,
    measures,
    sources,
    foodWords,
    byId: (id) => finalById.get(id),
    get: (id) => {
      const food = finalById.get(id);
      if (!food) throw new Error(`unknown food id "${id}"`);
      return food;
    },
    byTacoId: (tacoId) => byTaco.get(tacoId),
    measureById: (id) => measureById.get(id),
    sourceById: (id) => sourceById.get(id),
  };
}
