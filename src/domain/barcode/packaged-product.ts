import type { CoreNutrients } from '../foods/nutrients';
import { LABEL_DETAIL_KEYS, labelDetailProblems, type LabelDetails } from '../my-foods/label-figures';

/**
 * A packaged product as Open Food Facts describes it (fields of its product
 * API v2, https://openfoodfacts.github.io/openfoodfacts-server/api/), already
 * checked for shape by the adapter; values may still be strings or nonsense.
 */
export interface OffProductData {
  code: string;
  productName: string | null;
  brands: string | null;
  servingSize: string | null;
  servingQuantity: number | string | null;
  servingQuantityUnit: string | null;
  /** The package's contents ("350 ml", "1 L", "500 g") and its unit ("ml", "g"), when OFF has them. */
  quantity?: string | null;
  productQuantityUnit?: string | null;
  nutriments: Record<string, unknown>;
}

export interface PackagedProduct {
  code: string;
  name: string;
  brand: string | null;
  /**
   * "ml" for a drink: Open Food Facts and the label give its figures per 100 mL, so it is shown and logged in
   * millilitres ("Em 350 mL"), never in grams (issue 25, decision 0058).
   */
  unit: 'g' | 'ml';
  /** Per 100 g, or per 100 mL for a drink (`unit`), as the label gives them. null: not on the label. */
  per100g: CoreNutrients;
  /** The label's portion ("1 copo (200 ml)"), when it gives one in grams or millilitres (`grams` is mL for a drink). */
  portion: { label: string; grams: number } | null;
  perPortion: CoreNutrients | null;
  /**
   * The rest of the label as "Meus alimentos" keeps it (total and added sugars, saturated and trans fat, g),
   * per 100 g and per the portion. null: not on the label, or not believable (see `consistentDetails`).
   */
  details: { per100g: LabelDetails; perPortion: LabelDetails | null };
}

/** Open Food Facts' nutriment for each detail, in g per 100 g (product API v2 `nutriments`). */
const OFF_DETAIL_FIELDS: Record<keyof LabelDetails, string> = {
  sugarsTotalG: 'sugars_100g',
  sugarsAddedG: 'added-sugars_100g',
  saturatedFatG: 'saturated-fat_100g',
  transFatG: 'trans-fat_100g',
};

/** kJ → kcal: 1 kcal = 4.184 kJ (thermochemical calorie, as EU Reg. 1169/2011 Annex XIV uses). */
const KJ_PER_KCAL = 4.184;
/** Salt = sodium × 2.5 (EU Reg. 1169/2011 Annex I, 11). */
const SALT_PER_SODIUM = 2.5;
/** Beyond these a "per 100 g" figure is a data-entry error (pure fat is 900 kcal). */
const MAX_KCAL = 900;
const MAX_GRAMS = 100;

/** A plain decimal as OFF sometimes sends one ("4.7", "4,7"); not "" (Number("") is 0) nor "1e3" or "0x10". */
const DECIMAL_TEXT = /^\s*\d+(?:[.,]\d+)?\s*$/;

function number(value: unknown): number | null {
  const n = typeof value === 'string' ? (DECIMAL_TEXT.test(value) ? Number(value.replace(',', '.')) : null) : value;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : null;
}

const grams = (value: unknown) => {
  const n = number(value);
  return n !== null && n <= MAX_GRAMS ? n : null;
};

function energyKcal(nutriments: Record<string, unknown>): number | null {
  const kcal =
    number(nutriments['energy-kcal_100g']) ?? mapNull(number(nutriments['energy_100g']), (kj) => kj / KJ_PER_KCAL);
  return kcal !== null && kcal <= MAX_KCAL ? round(kcal) : null;
}

function sodiumMg(nutriments: Record<string, unknown>): number | null {
  const sodiumG =
    grams(nutriments['sodium_100g']) ?? mapNull(grams(nutriments['salt_100g']), (salt) => salt / SALT_PER_SODIUM);
  return sodiumG === null ? null : round(sodiumG * 1000);
}

const mapNull = <T, U>(value: T | null, f: (v: T) => U): U | null => (value === null ? null : f(value));
const round = (value: number) => Math.round(value * 10) / 10;

/**
 * A part that OFF puts above its whole (sugars above the carbohydrates, saturated + trans above the fat) is a
 * data-entry error: it becomes unknown, as "Meus alimentos" would refuse it (`labelDetailProblems`, the same
 * rule with the same rounding slack), so a scanned product can always be kept with the figures it shows.
 */
function consistentDetails(details: LabelDetails, per100g: CoreNutrients): LabelDetails {
  const out = { ...details };
  for (const problem of labelDetailProblems({ ...details, carbsG: per100g.carbsG, fatG: per100g.fatG }, details)) {
    if (problem.kind === 'sugars-over-carbs') Object.assign(out, { sugarsTotalG: null, sugarsAddedG: null });
    else if (problem.kind === 'added-over-total-sugars') out.sugarsAddedG = null;
    else if (problem.kind === 'fats-over-total-fat') Object.assign(out, { saturatedFatG: null, transFatG: null });
    else out[problem.key] = null;
  }
  return out;
}

/** `grams` of the product from its per-100 g figures, unknown staying unknown. */
function forGrams<T extends Record<string, number | null>>(per100g: T, grams: number): T {
  return Object.fromEntries(
    Object.entries(per100g).map(([key, value]) => [key, mapNull(value, (v) => round((v * grams) / 100))]),
  ) as T;
}

function portion(data: OffProductData): PackagedProduct['portion'] {
  const quantity = number(data.servingQuantity);
  const unit = (data.servingQuantityUnit ?? 'g').toLowerCase();
  if (quantity === null || quantity <= 0 || quantity > 2000 || (unit !== 'g' && unit !== 'ml')) return null;
  const label = data.servingSize?.trim() || `${quantity} ${unit}`;
  return { label, grams: quantity };
}

/** Litres and centilitres in a package's contents ("1 L", "33 cl", "350 ml"): a drink. */
const LIQUID_CONTENTS = /\d\s*(?:ml|cl|l)\b/i;

/**
 * A drink: OFF gives the figures of liquids per 100 ml. It says so through the unit of the portion, of the package
 * or the package's contents as printed; any of them in millilitres or litres makes it a drink.
 */
function unitOf(data: OffProductData): 'g' | 'ml' {
  const units = [data.servingQuantityUnit, data.productQuantityUnit].map((unit) => unit?.trim().toLowerCase());
  if (units.some((unit) => unit === 'ml' || unit === 'l' || unit === 'cl')) return 'ml';
  return data.quantity && LIQUID_CONTENTS.test(data.quantity) ? 'ml' : 'g';
}

/**
 * The product as Nutri shows it, or null when it cannot be logged: without
 * the energy per 100 g there is nothing honest to count (the person is sent to
 * the label instead). Every other unknown figure stays null, never 0.
 */
export function packagedProduct(data: OffProductData): PackagedProduct | null {
  const { nutriments } = data;
  const kcal = energyKcal(nutriments);
  if (kcal === null) return null;
  const per100g: CoreNutrients = {
    energyKcal: kcal,
    proteinG: mapNull(grams(nutriments['proteins_100g']), round),
    carbsG: mapNull(grams(nutriments['carbohydrates_100g']), round),
    fatG: mapNull(grams(nutriments['fat_100g']), round),
    fiberG: mapNull(grams(nutriments['fiber_100g']), round),
    sodiumMg: sodiumMg(nutriments),
  };
  const details = consistentDetails(
    Object.fromEntries(
      LABEL_DETAIL_KEYS.map((key) => [key, mapNull(grams(nutriments[OFF_DETAIL_FIELDS[key]]), round)]),
    ) as LabelDetails,
    per100g,
  );
  const serving = portion(data);
  const name = data.productName?.trim() || `Produto ${data.code}`;
  const brand = data.brands?.split(',')[0]?.trim() || null;
  return {
    code: data.code,
    name,
    brand,
    unit: unitOf(data),
    per100g,
    portion: serving,
    perPortion: serving ? forGrams(per100g, serving.grams) : null,
    details: { per100g: details, perPortion: serving ? forGrams(details, serving.grams) : null },
  };
}
