import type { FoodDto, FoodSourceKind, NutrientsDto } from '@/contracts/foods';
import { coreNutrientsForGrams } from '@/domain/foods/nutrients';
import { roundFigure } from '@/domain/foods/nutrients';

/** "grams" is the picker's own unit: plain grams instead of a household measure. */
export const GRAMS = 'gramas';

/** A food with how much of it: what the picker hands back and what a meal item is made of. */
export interface FoodChoice {
  foodId: string;
  foodName: string;
  /** TACO, recipe, USDA or the person's own: shown as a label next to the item. */
  foodSource: FoodSourceKind;
  quantity: number;
  /** A catalog measure id, or null for grams. */
  measureId: string | null;
  unit: string;
  grams: number;
  nutrients: NutrientsDto;
}

/** Grams and nutrients of `quantity` × a portion (or plain grams) of a food, from the catalog's figures. */
export function chooseFood(food: FoodDto, quantity: number, measure: string): FoodChoice | null {
  if (!(quantity > 0) || !Number.isFinite(quantity)) return null;
  const portion = food.portions.find((p) => p.measureId === measure);
  if (measure !== GRAMS && !portion) return null;
  const grams = roundFigure(portion ? portion.grams * quantity : quantity);
  return {
    foodId: food.id,
    foodName: food.name,
    foodSource: food.sourceKind,
    quantity,
    measureId: portion?.measureId ?? null,
    unit: portion ? (quantity > 1 ? portion.plural : portion.label) : 'g',
    grams,
    nutrients: coreNutrientsForGrams(food.per100g, grams),
  };
}

/** The measure a food opens with in the picker: the item's own, else the default portion. */
export function initialMeasure(food: FoodDto, measureId: string | null | undefined): string {
  if (measureId && food.portions.some((p) => p.measureId === measureId)) return measureId;
  return food.portions.find((p) => p.isDefault)?.measureId ?? GRAMS;
}
