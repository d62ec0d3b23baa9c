import type { BarcodeProductDto } from '@/contracts/barcode';
import { MY_FOOD_NAME_MAX, type MyFood, type MyFoodValues } from '@/contracts/my-foods';
import { isValidGtin, normaliseGtin } from '@/domain/barcode/gtin';
import { coreNutrientsForGrams } from '@/domain/foods/nutrients';
import { MILLILITRE_MEASURE_ID } from '@/domain/my-foods/own-food';
import { LABEL_DETAIL_KEYS } from '@/domain/my-foods/label-figures';
import type { FoodChoice } from '@/web/features/foods/food-choice';

/** The limits of "Meus alimentos" (src/contracts/my-foods.ts): the brand and the portion's name. */
const BRAND_MAX = 60;
const PORTION_LABEL_MAX = 40;
/** A person's portion of a packaged product: the label's limit for a portion (2 kg), from 1 g. */
export const PORTION_MIN_G = 1;
export const PORTION_MAX_G = 2000;

export type CodeCheck = { ok: true; code: string } | { ok: false; message: string };

/**
 * The digits a person typed, checked before asking the server (the same GTIN rule it applies,
 * src/domain/barcode/gtin.ts), so a slip of one digit is caught on the phone, even offline.
 */
export function checkTypedCode(raw: string): CodeCheck {
  const code = normaliseGtin(raw);
  if (code === '') return { ok: false, message: 'Digite os números abaixo das barras.' };
  if (!/^\d+$/.test(code)) return { ok: false, message: 'Use só números: o código fica abaixo das barras.' };
  if (![8, 12, 13, 14].includes(code.length)) {
    return { ok: false, message: `O código tem 8, 12, 13 ou 14 números; você digitou ${code.length}.` };
  }
  if (!isValidGtin(code)) {
    return { ok: false, message: 'O último número (dígito verificador) não confere. Confira os números digitados.' };
  }
  return { ok: true, code };
}

/** What a camera read counts as: a whole, valid GTIN (a half-read frame fails its check digit). */
export function acceptedScan(raw: string): string | null {
  const code = normaliseGtin(raw);
  return isValidGtin(code) ? code : null;
}

/** "g" or "mL" after an amount of the product (a drink is counted in millilitres, decision 0058). */
export const unitText = (product: Pick<BarcodeProductDto, 'unit'>) => (product.unit === 'ml' ? 'mL' : 'g');

/** "150" or "150,5" grams (or millilitres, for a drink) typed in the portion box; null when it is not a portion. */
export function typedGrams(text: string): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,4}(?:[.,]\d{1,2})?$/.test(trimmed)) return null;
  const grams = Number(trimmed.replace(',', '.'));
  return grams >= PORTION_MIN_G && grams <= PORTION_MAX_G ? grams : null;
}

/** Where the portion box starts: the label's portion, else 100 g. */
export const startingGrams = (product: BarcodeProductDto): number => product.portion?.grams ?? 100;

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text);

/**
 * The product as a "Meus alimentos" entry, with the server's figures per 100 g exactly as Open Food
 * Facts gave them, sugars and saturated and trans fat included (missing ones stay blank, never 0). A product needs to be one of the person's foods
 * to go into a meal: meal items name a food id, and this keeps the figures with the person afterwards.
 */
export function myFoodFromProduct(product: BarcodeProductDto, grams: number): MyFoodValues {
  const { per100g } = product;
  return {
    name: cut(product.name, MY_FOOD_NAME_MAX),
    brand: product.brand ? cut(product.brand, BRAND_MAX) : null,
    synonyms: [],
    basis: 'per100g',
    amountUnit: product.unit,
    portionLabel: cut(product.portion?.label ?? 'porção', PORTION_LABEL_MAX),
    portionGrams: product.portion?.grams ?? grams,
    energyKcal: per100g.energyKcal ?? 0,
    proteinG: per100g.proteinG,
    carbsG: per100g.carbsG,
    fatG: per100g.fatG,
    fiberG: per100g.fiberG,
    sodiumMg: per100g.sodiumMg,
    // The rest of the label as Open Food Facts gives it (issue #15); unknown ones stay blank.
    ...product.details.per100g,
  };
}

/** An own food already saved from this product (same name, brand and energy): reused, not duplicated. */
export function sameProduct(food: MyFood, values: MyFoodValues): boolean {
  return (
    food.kind === 'label' &&
    food.name === values.name &&
    (food.brand ?? null) === (values.brand ?? null) &&
    food.per100g.energyKcal === values.energyKcal
  );
}

/**
 * A food kept from this product before the barcode answer carried sugars and fats (all four blank; issue #15),
 * as it is with the product's details filled in — or null when there is nothing to fill. Everything else stays
 * as the person has it (synonyms, portion), so only the blanks change.
 */
export function withProductDetails(food: MyFood, values: MyFoodValues): MyFoodValues | null {
  const fillDetails =
    LABEL_DETAIL_KEYS.every((key) => food.details.per100g[key] === null) &&
    LABEL_DETAIL_KEYS.some((key) => values[key] !== null);
  // A drink kept in grams before drinks were told apart (decision 0058) becomes one counted in mL.
  const newUnit = values.amountUnit !== undefined && values.amountUnit !== food.amountUnit;
  if (!fillDetails && !newUnit) return null;
  const details = fillDetails ? values : food.details.per100g;
  return {
    name: food.name,
    brand: food.brand,
    synonyms: food.synonyms,
    basis: 'per100g',
    amountUnit: values.amountUnit ?? food.amountUnit,
    portionLabel: food.portion.label,
    portionGrams: food.portion.grams,
    ...food.per100g,
    energyKcal: food.per100g.energyKcal ?? values.energyKcal,
    sugarsTotalG: details.sugarsTotalG,
    sugarsAddedG: details.sugarsAddedG,
    saturatedFatG: details.saturatedFatG,
    transFatG: details.transFatG,
  };
}

/**
 * `amount` of the saved food as the meal's item (figures from the saved food's per 100): grams, or for a drink
 * millilitres through its "mL" measure, so the meal says "350 mL" (decision 0058).
 */
export function choiceOf(food: MyFood, amount: number): FoodChoice {
  const drink = food.amountUnit === 'ml';
  return {
    foodId: food.id,
    foodName: food.name,
    foodSource: 'custom',
    quantity: amount,
    measureId: drink ? MILLILITRE_MEASURE_ID : null,
    unit: drink ? 'mL' : 'g',
    grams: amount,
    nutrients: coreNutrientsForGrams(food.per100g, amount),
  };
}
