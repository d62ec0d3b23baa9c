/**
 * Nutrient vocabulary of the food catalog. Figures are per 100 g of edible
 * part, as in TACO 4th ed. (NEPA-UNICAMP, 2011). Units live in the names.
 *
 * Missing is not zero: `null` means the source gives no figure (TACO "NA",
 * "*" or blank). A trace (TACO "Tr") is stored as 0 and listed in `traces`.
 */
export const CORE_NUTRIENT_KEYS = ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sodiumMg'] as const;

/** Extra TACO columns we carry because they cost nothing to keep. */
export const EXTRA_NUTRIENT_KEYS = [
  'cholesterolMg',
  'calciumMg',
  'ironMg',
  'magnesiumMg',
  'potassiumMg',
  'zincMg',
  'vitaminCMg',
] as const;

export const NUTRIENT_KEYS = [...CORE_NUTRIENT_KEYS, ...EXTRA_NUTRIENT_KEYS] as const;

export type CoreNutrientKey = (typeof CORE_NUTRIENT_KEYS)[number];
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

/** The API's `Nutrients` shape (see shared API.md): null = não informado. */
export type CoreNutrients = Record<CoreNutrientKey, number | null>;
export type Nutrients = Record<NutrientKey, number | null>;

/**
 * Why a figure is unknown. TACO's own markers: "NA" não aplicável,
 * "*" em reavaliação, "blank" não analisado. "ingredient": a composed recipe
 * has an ingredient whose figure is unknown, so the recipe's is unknown too.
 * USDA foods (docs/decisions/0025-usda-foods-second-source.md): "source-null"
 * USDA gives no value; "not-carried" USDA publishes it but the reference copy
 * we verify against (../shared/data/usda-fdc) does not carry that nutrient.
 */
export type UnknownReason = 'NA' | '*' | 'blank' | 'ingredient' | 'source-null' | 'not-carried';

export const UNKNOWN_REASONS: readonly UnknownReason[] = [
  'NA',
  '*',
  'blank',
  'ingredient',
  'source-null',
  'not-carried',
];

const NUTRIENT_KEY_SET: ReadonlySet<string> = new Set(NUTRIENT_KEYS);

export function isNutrientKey(value: string): value is NutrientKey {
  return NUTRIENT_KEY_SET.has(value);
}

/** Two decimals: finer than TACO prints, so derived figures lose nothing visible. */
export function roundFigure(value: number): number {
  return Math.round(value * 100) / 100;
}

/**
 * Nutrients in `grams` of a food from its per-100 g figures. Unknown stays
 * unknown (null); nothing is silently turned into 0.
 */
export function nutrientsForGrams(per100g: Nutrients, grams: number): Nutrients {
  const out = {} as Nutrients;
  for (const key of NUTRIENT_KEYS) {
    const value = per100g[key];
    out[key] = value === null ? null : roundFigure((value * grams) / 100);
  }
  return out;
}

/** The six figures the HTTP API exposes. */
/** The core figures of anything that carries them (a food's per-100 g, a meal row, a person's food row). */
export function coreNutrients(nutrients: CoreNutrients): CoreNutrients {
  const out = {} as CoreNutrients;
  for (const key of CORE_NUTRIENT_KEYS) out[key] = nutrients[key];
  return out;
}

/** The six API figures in `grams` from their per-100 g values (the web app's live totals use this too). */
export function coreNutrientsForGrams(per100g: CoreNutrients, grams: number): CoreNutrients {
  const out = {} as CoreNutrients;
  for (const key of CORE_NUTRIENT_KEYS) {
    const value = per100g[key];
    out[key] = value === null ? null : roundFigure((value * grams) / 100);
  }
  return out;
}
