import { NUTRIENT_KEYS } from './nutrients';
import type { Nutrients } from './nutrients';
import type { Food, Portion } from './types';
import { defaultTypicalPortion } from './typical-portions';

/** Test factories for the food domain (not used by production code). */
export function makeNutrients(values: Partial<Nutrients> = {}): Nutrients {
  const out = {} as Nutrients;
  for (const key of NUTRIENT_KEYS) out[key] = key in values ? (values[key] ?? null) : 0;
  return out;
}

export function makePortion(overrides: Partial<Portion> = {}): Portion {
  return {
    measureId: 'unidade',
    label: 'unidade',
    plural: 'unidades',
    grams: 50,
    isDefault: true,
    source: { kind: 'catalog' },
    ...overrides,
  };
}

export function makeFood(overrides: Partial<Food> = {}): Food {
  const portions = overrides.portions ?? [makePortion()];
  const defaultPortion = portions.find((p) => p.isDefault) ?? makePortion();
  return {
    id: 'taco-53',
    kind: 'taco',
    tacoId: 53,
    name: 'Pão francês',
    tacoName: 'Pão, trigo, francês',
    category: 'cereais_e_derivados',
    synonyms: [],
    commonness: 100,
    per100g: makeNutrients({ energyKcal: 300 }),
    traces: [],
    unknown: {},
    sourceId: 'taco-4',
    supplements: [],
    note: null,
    pof: null,
    portions,
    defaultPortion,
    typicalPortion: defaultTypicalPortion(defaultPortion),
    searchKeys: ['pao frances'],
    recipe: null,
    usda: null,
    ibge: null,
    ...overrides,
  };
}
