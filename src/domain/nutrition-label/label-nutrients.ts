/**
 * The rows a Brazilian nutrition table has, the unit each is printed in, and the daily references behind
 * its %VD column (the layouts: read-label.ts).
 */
export const LABEL_NUTRIENTS = [
  'energyKcal',
  'carbsG',
  'sugarsTotalG',
  'sugarsAddedG',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'transFatG',
  'fiberG',
  'sodiumMg',
] as const;
export type LabelNutrient = (typeof LABEL_NUTRIENTS)[number];

export type LabelLayout = 'rdc429' | 'rdc360';

export type Unit = 'kcal' | 'g' | 'mg';
export const UNIT: Record<LabelNutrient, Unit> = {
  energyKcal: 'kcal',
  carbsG: 'g',
  sugarsTotalG: 'g',
  sugarsAddedG: 'g',
  proteinG: 'g',
  fatG: 'g',
  saturatedFatG: 'g',
  transFatG: 'g',
  fiberG: 'g',
  sodiumMg: 'mg',
};

/**
 * Daily reference values behind the %VD column: IN 75/2020 annex II (RDC 429 labels) and RDC 360/2003
 * annex A (older labels). Null: no %VD (total sugars; trans fat has none in either).
 */
export const DAILY_REFERENCE: Record<LabelLayout, Record<LabelNutrient, number | null>> = {
  rdc429: {
    energyKcal: 2000,
    carbsG: 300,
    sugarsTotalG: null,
    sugarsAddedG: 50,
    proteinG: 50,
    fatG: 65,
    saturatedFatG: 20,
    transFatG: null,
    fiberG: 25,
    sodiumMg: 2000,
  },
  rdc360: {
    energyKcal: 2000,
    carbsG: 300,
    sugarsTotalG: null,
    sugarsAddedG: null,
    proteinG: 75,
    fatG: 55,
    saturatedFatG: 22,
    transFatG: null,
    fiberG: 25,
    sodiumMg: 2400,
  },
};
