import type { CoreNutrients } from '../foods/nutrients';

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
  nutriments: Record<string, unknown>;
}

export interface PackagedProduct {
  code: string;
  name: string;
  brand: string | null;
  /** Per 100 g (per 100 ml for drinks, as Open Food Facts and the label give them). null: not on the label. */
  per100g: CoreNutrients;
  /** The label's portion ("1 copo (200 ml)"), when it gives one in grams or millilitres. */
  portion: { label: string; grams: number } | null;
  perPortion: CoreNutrients | null;
}

/** kJ → kcal: 1 kcal = 4.184 kJ (thermochemical calorie, as EU Reg. 1169/2011 Annex XIV uses). */
const KJ_PER_KCAL = 4.184;
/** Salt = sodium × 2.5 (EU Reg. 1169/2011 Annex I, 11). */
const SALT_PER_SODIUM = 2.5;
/** Beyond these a "per 100 g" figure is a data-entry error (pure fat is 900 kcal). */
const MAX_KCAL = 900;
const MAX_GRAMS = 100;

function number(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value.replace(',', '.')) : value;
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

function portion(data: OffProductData): PackagedProduct['portion'] {
  const quantity = number(data.servingQuantity);
  const unit = (data.servingQuantityUnit ?? 'g').toLowerCase();
  if (quantity === null || quantity <= 0 || quantity > 2000 || (unit !== 'g' && unit !== 'ml')) return null;
  const label = data.servingSize?.trim() || `${quantity} ${unit}`;
  return { label, grams: quantity };
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
  const serving = portion(data);
  const perPortion = serving
    ? (Object.fromEntries(
        Object.entries(per100g).map(([key, value]) => [key, mapNull(value, (v) => round((v * serving.grams) / 100))]),
      ) as CoreNutrients)
    : null;
  const name = data.productName?.trim() || `Produto ${data.code}`;
  const brand = data.brands?.split(',')[0]?.trim() || null;
  return { code: data.code, name, brand, per100g, portion: serving, perPortion };
}
