import { QUICK_CALORIES_FOOD_ID } from '../foods/food-source';
import type { CoreNutrients } from '../foods/nutrients';
import type { MealTextItem } from './place-item';

/**
 * "Calorias avulsas" (issue 25): energy the person states ("500 kcal", "lanche de 300 calorias") logged as an
 * item of its own, the quick add MyFitnessPal users know. No catalog food stands behind it, so it has a
 * reserved id (QUICK_CALORIES_FOOD_ID), and every figure the person did not give is unknown (null), never 0
 * (docs/decisions/0045).
 */
export { QUICK_CALORIES_FOOD_ID };
export const QUICK_CALORIES_NAME = 'Calorias avulsas';
export const QUICK_CALORIES_UNIT = 'kcal';

/** A meal of more than 5,000 kcal in one number is far more likely a typo than a meal. */
export const QUICK_CALORIES_MIN_KCAL = 1;
export const QUICK_CALORIES_MAX_KCAL = 5000;
/** Grams of one macronutrient stated with it: 5,000 kcal of fat is about 556 g (9 kcal/g). */
export const QUICK_MACRO_MAX_G = 600;

export const isQuickCaloriesId = (foodId: string) => foodId === QUICK_CALORIES_FOOD_ID;

export interface QuickCalories {
  energyKcal: number;
  proteinG?: number | null | undefined;
  carbsG?: number | null | undefined;
  fatG?: number | null | undefined;
}

/** Whether the figures are within the bounds above; the contract says why in pt-BR when not. */
export function quickCaloriesInBounds(quick: QuickCalories): boolean {
  const macros = [quick.proteinG, quick.carbsG, quick.fatG].filter((value) => value !== null && value !== undefined);
  return (
    quick.energyKcal >= QUICK_CALORIES_MIN_KCAL &&
    quick.energyKcal <= QUICK_CALORIES_MAX_KCAL &&
    macros.every((grams) => grams >= 0 && grams <= QUICK_MACRO_MAX_G)
  );
}

/**
 * The item: its quantity is the energy in kcal and it weighs nothing known (grams 0: it is not a food with a
 * weight); fibre and sodium, and any macro not given, are unknown, so the meal's totals say "parcial".
 */
export function quickCaloriesItem(quick: QuickCalories, text = ''): MealTextItem {
  const energyKcal = Math.round(quick.energyKcal);
  const nutrients: CoreNutrients = {
    energyKcal,
    proteinG: quick.proteinG ?? null,
    carbsG: quick.carbsG ?? null,
    fatG: quick.fatG ?? null,
    fiberG: null,
    sodiumMg: null,
  };
  return {
    foodId: QUICK_CALORIES_FOOD_ID,
    foodName: QUICK_CALORIES_NAME,
    foodSource: 'quick',
    quantity: energyKcal,
    unit: QUICK_CALORIES_UNIT,
    measureId: null,
    grams: 0,
    nutrients,
    // The person gave the number: nothing to confirm.
    confidence: 1,
    text,
    portionSource: 'described',
  };
}
