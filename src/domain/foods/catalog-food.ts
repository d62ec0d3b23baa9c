// From a checked raw food to the catalog's Food, and the checks on its figures and ingredients (buildCatalog's parts).
import { findPortion } from './household-measures';
import { NUTRIENT_KEYS } from './nutrients';
import type { RawFood, RawRecipe } from './raw-catalog';
import type { RawReader } from './raw-reader';
import type { IngredientFigures } from './recipe-nutrients';
import { toSearchKey } from './search-key';
import type { Food, Portion, RecipeIngredient, Source } from './types';
import { defaultTypicalPortion } from './typical-portions';

export function figuresOf(food: Food | undefined): Omit<IngredientFigures, 'grams'> {
  if (!food) throw new Error('ingredient resolved to no food');
  const notApplicable = NUTRIENT_KEYS.filter((key) => food.unknown[key] === 'NA');
  return { per100g: food.per100g, traces: food.traces, notApplicable };
}

/** TACO semantics: a trace is 0 and listed; an unknown is null with its reason; nothing else is null. */
export function checkFigures(r: RawReader, raw: RawFood, path: string, sources: Map<string, Source>): void {
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

export function resolveIngredients(
  r: RawReader,
  raw: RawRecipe,
  path: string,
  foods: Map<string, Food>,
): RecipeIngredient[] {
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

export function toFood(
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
