import { findPortion } from './household-measures';
import { NUTRIENT_KEYS } from './nutrients';
import {
  RawReader,
  readFood,
  readFoodWords,
  readIbgeFood,
  readMeasures,
  readRecipe,
  readSources,
  readUsdaFood,
} from './raw-catalog';
import type { RawCatalogInput, RawFood, RawPortion, RawRecipe } from './raw-catalog';
import { computeRecipeFigures, type IngredientFigures } from './recipe-nutrients';
import { toSearchKey } from './search-key';
import type { Food, FoodCatalog, Measure, Portion, PortionSource, RecipeIngredient, Source } from './types';
import { defaultTypicalPortion, withTypicalPortions } from './typical-portions';

export class CatalogDataError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`invalid food catalog data (${problems.length} problem(s)):\n${problems.slice(0, 25).join('\n')}`);
    this.name = 'CatalogDataError';
  }
}

/** Sources every catalog must define, because the builder itself assigns them. */
const RECIPE_SOURCE_ID = 'nutri-recipe';
const POF_SOURCE_ID = 'ibge-pof-2008-2009';
/** USDA FoodData Central sources, by dataset (decision 0025). */
const USDA_SOURCE_IDS = { 'sr-legacy': 'usda-fdc-sr-legacy', fndds: 'usda-fndds-2021-2023' } as const;
const USDA_ID = /^usda-(sr|fndds)-(\d+)$/;
/** IBGE POF 2008-2009 composition table (decision 0039). */
const IBGE_SOURCE_ID = 'ibge-pof-2008-2009-composicao';

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

function figuresOf(food: Food | undefined): Omit<IngredientFigures, 'grams'> {
  if (!food) throw new Error('ingredient resolved to no food');
  const notApplicable = NUTRIENT_KEYS.filter((key) => food.unknown[key] === 'NA');
  return { per100g: food.per100g, traces: food.traces, notApplicable };
}

/** TACO semantics: a trace is 0 and listed; an unknown is null with its reason; nothing else is null. */
function checkFigures(r: RawReader, raw: RawFood, path: string, sources: Map<string, Source>): void {
  if (!sources.has(raw.source)) r.fail(path, `unknown source "${raw.source}"`);
  if (!raw.per100g) return;
  for (const key of NUTRIENT_KEYS) {
    const value = raw.per100g[key];
    if (raw.traces.includes(key) && value !== 0) r.fail(`${path}.per100g.${key}`, 'a trace must be stored as 0');
    if (raw.unknown[key] !== undefined && value !== null)
      r.fail(`${path}.per100g.${key}`, 'an unknown figure must be null');
    if (value === null && raw.unknown[key] === undefined)
      r.fail(`${path}.per100g.${key}`, 'null without a reason in "unknown"');
  }
  for (const supplement of raw.supplements) {
    if (!sources.has(supplement.source)) r.fail(path, `unknown supplement source "${supplement.source}"`);
  }
}

function resolveIngredients(r: RawReader, raw: RawRecipe, path: string, foods: Map<string, Food>): RecipeIngredient[] {
  const out: RecipeIngredient[] = [];
  raw.ingredients.forEach((ing, i) => {
    const p = `${path}.ingredients[${i}]`;
    const food = foods.get(ing.food);
    if (!food) return r.fail(p, `unknown food "${ing.food}"`);
    let grams = ing.grams;
    if (ing.measure !== null) {
      const portion = findPortion(food, ing.measure);
      if (!portion) return r.fail(p, `${food.id} has no portion "${ing.measure}"`);
      if (ing.quantity === null || !(ing.quantity > 0)) return r.fail(p, 'a measure needs a quantity > 0');
      if (grams !== null) return r.fail(p, 'give either grams or quantity + measure, not both');
      grams = Math.round(portion.grams * ing.quantity * 100) / 100;
    }
    if (grams === null || !(grams > 0)) return r.fail(p, 'grams must be > 0');
    out.push({ foodId: food.id, grams, quantity: ing.quantity, measureId: ing.measure, note: ing.note });
  });
  return out;
}

function buildPortions(
  r: RawReader,
  raws: readonly RawPortion[],
  owner: RawFood,
  path: string,
  measures: Map<string, Measure>,
  sources: Map<string, Source>,
  yieldGrams: number | null,
): Portion[] {
  const portions = raws.flatMap((raw, i): Portion[] => {
    const p = `${path}.portions[${i}]`;
    const skip = (message: string): Portion[] => {
      r.fail(p, message);
      return [];
    };
    const measure = measures.get(raw.measure);
    if (!measure) return skip(`unknown measure "${raw.measure}"`);
    if (!sources.has(raw.source)) r.fail(p, `unknown source "${raw.source}"`);
    let source: PortionSource;
    let grams = raw.grams;
    if (raw.source === POF_SOURCE_ID) {
      if (!raw.pof || !raw.pofReference)
        return skip('a POF portion must cite pof {food, preparation, measure} and pofReference');
      if (measure.pofMeasureCode !== raw.pof.measure)
        r.fail(p, `measure "${measure.id}" is not POF measure ${raw.pof.measure}`);
      source = {
        kind: 'pof',
        pofFoodCode: raw.pof.food,
        pofPreparationCode: raw.pof.preparation,
        pofMeasureCode: raw.pof.measure,
        reference: raw.pofReference,
      };
    } else if (raw.source === USDA_SOURCE_IDS['sr-legacy'] || raw.source === USDA_SOURCE_IDS.fndds) {
      if (!raw.usdaPortion) return skip("a USDA portion must give usdaPortion (USDA's description)");
      const dataset = raw.source === USDA_SOURCE_IDS.fndds ? 'fndds' : 'sr-legacy';
      source = { kind: 'usda', dataset, description: raw.usdaPortion };
    } else if (raw.source === RECIPE_SOURCE_ID && raw.grams === null) {
      if (yieldGrams === null) return skip('only recipes have yield portions');
      source = { kind: 'recipe-yield' };
      grams = yieldGrams;
    } else {
      source = { kind: 'catalog' };
    }
    if (grams === null || !(grams > 0)) return skip('grams must be > 0');
    return [
      {
        measureId: measure.id,
        label: raw.label ?? measure.label,
        plural: raw.plural ?? measure.plural,
        grams,
        isDefault: raw.isDefault,
        source,
      },
    ];
  });
  const defaults = portions.filter((portion) => portion.isDefault).length;
  if (defaults !== 1)
    r.fail(`${path}.portions`, `${owner.id} must have exactly one default portion, found ${defaults}`);
  return portions;
}

function toFood(
  raw: RawFood,
  kind: Food['kind'],
  portions: Portion[],
  per100g: Food['per100g'] | null,
  recipe: Food['recipe'],
): Food {
  const fallback: Portion = {
    measureId: 'porcao-100g',
    label: 'porção de 100 g',
    plural: 'porções de 100 g',
    grams: 100,
    isDefault: true,
    source: { kind: 'catalog' },
  };
  const figures = per100g ?? (Object.fromEntries(NUTRIENT_KEYS.map((k) => [k, null])) as Food['per100g']);
  const defaultPortion = portions.find((p) => p.isDefault) ?? fallback;
  return {
    id: raw.id,
    kind,
    tacoId: raw.tacoId,
    name: raw.name,
    tacoName: raw.tacoName,
    category: raw.category,
    synonyms: raw.synonyms,
    commonness: raw.commonness,
    per100g: figures,
    traces: raw.traces,
    unknown: raw.unknown,
    sourceId: raw.source,
    supplements: raw.supplements.map((s) => ({ sourceId: s.source, reference: s.reference, fields: s.fields })),
    note: raw.note,
    pof: raw.pof
      ? { foodCode: raw.pof.food, preparationCode: raw.pof.preparation, description: raw.pof.description }
      : null,
    portions,
    defaultPortion,
    typicalPortion: defaultTypicalPortion(defaultPortion),
    searchKeys: [...new Set([raw.name, ...raw.synonyms].map(toSearchKey))],
    recipe,
    usda: null,
    ibge: null,
  };
}
