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
  /** In millilitres for a drink (`amountUnit` "ml"). */
  portionGrams: number;
  /** "ml": a drink, its figures per 100 mL, counted in millilitres (decision 0058). Absent: grams. */
  amountUnit?: AmountUnit;
}

/** How an own food is counted: grams, or millilitres for a drink whose label is per 100 mL. */
export type AmountUnit = 'g' | 'ml';

/**
 * The "mL" measure of a drink: one unit of its per-100 figures is one millilitre, so "350 mL" is 350 units of the
 * label's per-100-mL figures, exactly, whatever the drink's density (a can of 350 mL is not 350 g, but its label
 * gives the figures per 100 mL, and those are what is counted).
 */
export const MILLILITRE_MEASURE_ID = 'ml';
const millilitre = (): Portion => ({
  measureId: MILLILITRE_MEASURE_ID,
  label: 'mL',
  plural: 'mL',
  grams: 1,
  isDefault: false,
  source: { kind: 'own' },
});

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
    portions: record.amountUnit === 'ml' ? [portion, millilitre()] : [portion],
    defaultPortion: portion,
    typicalPortion: { quantity: 1, portion, grams: portion.grams, sourceIds: [], basis: null },
    searchKeys: [...new Set(names.map(toSearchKey))].filter(Boolean),
    recipe: null,
  };
}
