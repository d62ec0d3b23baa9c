import type { NutrientKey, Nutrients, UnknownReason } from './nutrients';
import type { IbgeReference, Measure, Source } from './types';
import { NO_FOOD_WORDS, type FoodWords } from './food-words';
import type { RawReader } from './raw-reader';

/**
 * Shape checks for the authored JSON in data/catalog/. The domain never reads
 * files: the loader passes the parsed JSON in as `unknown` and everything is
 * checked here, collecting every problem so one run shows them all.
 */
export interface RawCatalogInput {
  foodFiles: readonly unknown[];
  recipes: unknown;
  measures: unknown;
  sources: unknown;
  /** data/catalog/typical-portions.json; without it every typical portion is the default one. */
  typicalPortions?: unknown;
  /** data/catalog/food-words.json (IBGE POF words); without it no word is known outside the catalog. */
  foodWords?: unknown;
  /** data/catalog/usda/*.json: foods TACO lacks, from USDA FoodData Central (decision 0025). */
  usdaFiles?: readonly unknown[];
  /** data/catalog/ibge/*.json: every row of IBGE's POF 2008-2009 composition table (decision 0039). */
  ibgeFiles?: readonly unknown[];
}

export interface RawPortion {
  measure: string;
  grams: number | null;
  isDefault: boolean;
  source: string;
  pof: { food: number; preparation: number; measure: number } | null;
  pofReference: string | null;
  /** USDA's own portion description ("1 cup", "Quantity not specified") for USDA portions. */
  usdaPortion: string | null;
  label: string | null;
  plural: string | null;
}

export interface RawFood {
  id: string;
  tacoId: number | null;
  name: string;
  tacoName: string | null;
  category: string;
  commonness: number;
  synonyms: string[];
  source: string;
  per100g: Nutrients | null;
  traces: NutrientKey[];
  unknown: Partial<Record<NutrientKey, UnknownReason>>;
  supplements: { source: string; reference: string; fields: NutrientKey[] }[];
  note: string | null;
  pof: { food: number; preparation: number; description: string } | null;
  portions: RawPortion[];
}

export interface RawIngredient {
  food: string;
  quantity: number | null;
  measure: string | null;
  grams: number | null;
  note: string | null;
}

export interface RawRecipe extends RawFood {
  ingredients: RawIngredient[];
  proportionSource: string;
  /** Cooked weight of the whole recipe when water is cooked off (baked, reduced); null = sum of the ingredients. */
  cookedYield: { grams: number; basis: string } | null;
}

function readPortion(r: RawReader, value: unknown, path: string): RawPortion {
  const o = r.obj(value, path);
  let pof: RawPortion['pof'] = null;
  if (o.pof !== undefined && o.pof !== null) {
    const p = r.obj(o.pof, `${path}.pof`);
    pof = {
      food: r.num(p.food, `${path}.pof.food`),
      preparation: r.num(p.preparation, `${path}.pof.preparation`),
      measure: r.num(p.measure, `${path}.pof.measure`),
    };
  }
  return {
    measure: r.str(o.measure, `${path}.measure`),
    grams: r.optNum(o.grams, `${path}.grams`),
    isDefault: o.default === true,
    source: r.str(o.source, `${path}.source`),
    pof,
    pofReference: r.optStr(o.pofReference, `${path}.pofReference`),
    usdaPortion: r.optStr(o.usdaPortion, `${path}.usdaPortion`),
    label: r.optStr(o.label, `${path}.label`),
    plural: r.optStr(o.plural, `${path}.plural`),
  };
}

export function readFood(r: RawReader, value: unknown, path: string): RawFood {
  const o = r.obj(value, path);
  let pof: RawFood['pof'] = null;
  if (o.pof !== undefined && o.pof !== null) {
    const p = r.obj(o.pof, `${path}.pof`);
    pof = {
      food: r.num(p.food, `${path}.pof.food`),
      preparation: r.num(p.preparation, `${path}.pof.preparation`),
      description: r.str(p.description, `${path}.pof.description`),
    };
  }
  return {
    id: r.str(o.id, `${path}.id`),
    tacoId: r.optNum(o.tacoId, `${path}.tacoId`),
    name: r.str(o.name, `${path}.name`),
    tacoName: r.optStr(o.tacoName, `${path}.tacoName`),
    category: r.str(o.category, `${path}.category`),
    commonness: r.num(o.commonness, `${path}.commonness`),
    synonyms: r.strList(o.synonyms, `${path}.synonyms`),
    source: r.str(o.source, `${path}.source`),
    per100g: o.per100g === undefined ? null : r.nutrients(o.per100g, `${path}.per100g`),
    traces: r.nutrientList(o.traces, `${path}.traces`),
    unknown: r.unknownReasons(o.unknown, `${path}.unknown`),
    supplements: r.arr(o.supplements ?? [], `${path}.supplements`).map((s, i) => {
      const so = r.obj(s, `${path}.supplements[${i}]`);
      return {
        source: r.str(so.source, `${path}.supplements[${i}].source`),
        reference: r.str(so.reference, `${path}.supplements[${i}].reference`),
        fields: r.nutrientList(so.fields, `${path}.supplements[${i}].fields`),
      };
    }),
    note: r.optStr(o.note, `${path}.note`),
    pof,
    portions: r.arr(o.portions, `${path}.portions`).map((p, i) => readPortion(r, p, `${path}.portions[${i}]`)),
  };
}

export interface RawUsdaFood extends RawFood {
  usda: {
    dataset: 'sr-legacy' | 'fndds';
    fdcId: number | null;
    ndbNumber: number | null;
    fnddsFoodCode: number | null;
    description: string;
  };
}

export function readUsdaFood(r: RawReader, value: unknown, path: string): RawUsdaFood {
  const o = r.obj(value, path);
  const u = r.obj(o.usda, `${path}.usda`);
  const dataset = u.dataset === 'sr-legacy' || u.dataset === 'fndds' ? u.dataset : null;
  if (!dataset) r.fail(`${path}.usda.dataset`, 'expected "sr-legacy" or "fndds"');
  return {
    ...readFood(r, value, path),
    usda: {
      dataset: dataset ?? 'sr-legacy',
      fdcId: r.optNum(u.fdcId, `${path}.usda.fdcId`),
      ndbNumber: r.optNum(u.ndbNumber, `${path}.usda.ndbNumber`),
      fnddsFoodCode: r.optNum(u.fnddsFoodCode, `${path}.usda.fnddsFoodCode`),
      description: r.str(u.description, `${path}.usda.description`),
    },
  };
}

export interface RawIbgeFood extends RawFood {
  ibge: IbgeReference;
}

export function readIbgeFood(r: RawReader, value: unknown, path: string): RawIbgeFood {
  const o = r.obj(value, path);
  const b = r.obj(o.ibge, `${path}.ibge`);
  return {
    ...readFood(r, value, path),
    ibge: {
      foodCode: r.num(b.foodCode, `${path}.ibge.foodCode`),
      preparationCode: r.num(b.preparationCode, `${path}.ibge.preparationCode`),
      description: r.str(b.description, `${path}.ibge.description`),
      preparation: r.str(b.preparation, `${path}.ibge.preparation`),
      group: r.str(b.group, `${path}.ibge.group`),
      referenceCode: r.optNum(b.referenceCode, `${path}.ibge.referenceCode`),
      reference: r.str(b.reference, `${path}.ibge.reference`),
    },
  };
}

export function readRecipe(r: RawReader, value: unknown, path: string): RawRecipe {
  const o = r.obj(value, path);
  return {
    ...readFood(r, value, path),
    proportionSource: r.str(o.proportionSource, `${path}.proportionSource`),
    cookedYield: readCookedYield(r, o.cookedYield, `${path}.cookedYield`),
    ingredients: r.arr(o.ingredients, `${path}.ingredients`).map((item, i) => {
      const p = `${path}.ingredients[${i}]`;
      const io = r.obj(item, p);
      return {
        food: r.str(io.food, `${p}.food`),
        quantity: r.optNum(io.quantity, `${p}.quantity`),
        measure: r.optStr(io.measure, `${p}.measure`),
        grams: r.optNum(io.grams, `${p}.grams`),
        note: r.optStr(io.note, `${p}.note`),
      };
    }),
  };
}

function readCookedYield(r: RawReader, value: unknown, path: string): RawRecipe['cookedYield'] {
  if (value === undefined || value === null) return null;
  const o = r.obj(value, path);
  return { grams: r.num(o.grams, `${path}.grams`), basis: r.str(o.basis, `${path}.basis`) };
}

export function readMeasures(r: RawReader, value: unknown): Measure[] {
  return r.arr(r.obj(value, 'measures').measures, 'measures.measures').map((item, i) => {
    const p = `measures[${i}]`;
    const o = r.obj(item, p);
    return {
      id: r.str(o.id, `${p}.id`),
      label: r.str(o.label, `${p}.label`),
      plural: r.str(o.plural, `${p}.plural`),
      aliases: r.strList(o.aliases, `${p}.aliases`),
      pofMeasureCode: r.optNum(o.pofMeasureCode, `${p}.pofMeasureCode`),
    };
  });
}

export function readSources(r: RawReader, value: unknown): Source[] {
  return r.arr(r.obj(value, 'sources').sources, 'sources.sources').map((item, i) => {
    const p = `sources[${i}]`;
    const o = r.obj(item, p);
    return {
      id: r.str(o.id, `${p}.id`),
      citation: r.str(o.citation, `${p}.citation`),
      url: r.optStr(o.url, `${p}.url`),
    };
  });
}

export function readFoodWords(r: RawReader, value: unknown): FoodWords {
  if (value === undefined) return NO_FOOD_WORDS;
  const o = r.obj(value, 'foodWords');
  return {
    known: new Set(r.strList(o.words, 'foodWords.words')),
    nouns: new Set(r.strList(o.nouns, 'foodWords.nouns')),
    phrases: new Set(r.strList(o.phrases ?? [], 'foodWords.phrases')),
  };
}
