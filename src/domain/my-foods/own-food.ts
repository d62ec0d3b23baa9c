import type { MeasureLookup } from '../foods/household-measures';
import { toSearchKey } from '../foods/search-key';
import {
  NUTRIENT_KEYS,
  type CoreNutrients,
  type NutrientKey,
  type Nutrients,
  type UnknownReason,
} from '../foods/nutrients';
import type { Food, Portion } from '../foods/types';

/** Prefix of a person's own food ids; the rest is the row's uuid. */
export const OWN_FOOD_PREFIX = 'meu-';
/** The figures' source id of every own food (the person, not a table). */
export const OWN_FOOD_SOURCE_ID = 'meu-alimento';
export const OWN_FOOD_CATEGORY = 'meus_alimentos';

export type OwnFoodKind = 'label' | 'recipe';

/** One of a person's own foods as stored: per-100 g figures (null = not on the label) and one portion. */
export interface OwnFoodRecord {
  id: string;
  kind: OwnFoodKind;
  name: string;
  brand: string | null;
  synonyms: readonly string[];
  per100g: CoreNutrients;
  portionLabel: string;
  portionGrams: number;
}

export const ownFoodId = (rowId: string) => `${OWN_FOOD_PREFIX}${rowId}`;
export const isOwnFoodId = (foodId: string) => foodId.startsWith(OWN_FOOD_PREFIX);
export const ownFoodRowId = (foodId: string) => foodId.slice(OWN_FOOD_PREFIX.length);

/**
 * An own food as a catalog Food, so search, analysis, the picker and the chat
 * treat it like any other: its portion is the one the person wrote, read as a
 * household measure when the label names one ("1 fatia" → fatia, so "2 fatias
 * de bolo da vó" counts it), else as "porção".
 */
export function toOwnFood(record: OwnFoodRecord, lookupMeasure: MeasureLookup): Food {
  const measure = lookupMeasure(record.portionLabel);
  const portion: Portion = {
    measureId: measure?.id ?? 'porcao',
    label: record.portionLabel,
    plural:
      measure && toSearchKey(measure.label) === toSearchKey(record.portionLabel) ? measure.plural : record.portionLabel,
    grams: record.portionGrams,
    isDefault: true,
    source: { kind: 'own' },
  };
  const per100g = {} as Nutrients;
  const unknown: Partial<Record<NutrientKey, UnknownReason>> = {};
  const reason: UnknownReason = record.kind === 'recipe' ? 'ingredient' : 'blank';
  for (const key of NUTRIENT_KEYS) {
    const value = key in record.per100g ? record.per100g[key as keyof CoreNutrients] : null;
    per100g[key] = value;
    if (value === null) unknown[key] = reason;
  }
  const names = [record.name, ...record.synonyms, ...(record.brand ? [`${record.name} ${record.brand}`] : [])];
  return {
    id: ownFoodId(record.id),
    kind: 'custom',
    tacoId: null,
    name: record.name,
    tacoName: null,
    category: OWN_FOOD_CATEGORY,
    synonyms: record.synonyms,
    commonness: 100,
    per100g,
    traces: [],
    unknown,
    sourceId: OWN_FOOD_SOURCE_ID,
    supplements: [],
    note: record.brand ? `Marca: ${record.brand}` : null,
    pof: null,
    usda: null,
    ibge: null,
    portions: [portion],
    defaultPortion: portion,
    typicalPortion: { quantity: 1, portion, grams: portion.grams, sourceIds: [], basis: null },
    searchKeys: [...new Set(names.map(toSearchKey))].filter(Boolean),
    recipe: null,
  };
}
