import type { FoodId } from '../foods/types';
import type { MealSlot } from '../meals/meal-slots';
import type { PlanFood } from './plan-foods';

/** The six figures a plan adds up; a plan food never has an unknown one (plan-item-figures.ts). */
export interface PlanFigures {
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  fiberG: number;
  sodiumMg: number;
}

/** One food of a planned meal: how much (a count of one household measure) and why it is there. */
export interface PlannedItem extends PlanFood {
  foodName: string;
  quantity: number;
  grams: number;
  /** pt-BR household amount, e.g. "4 colheres de sopa". */
  measure: string;
  figures: PlanFigures;
  /** Kept as it is (food and amount) when the meal or day is regenerated. */
  locked: boolean;
}

export interface PlannedMeal {
  slot: MealSlot;
  items: PlannedItem[];
  totals: PlanFigures;
}

export interface PlannedDay {
  /** São Paulo local date, YYYY-MM-DD. */
  date: string;
  meals: PlannedMeal[];
  totals: PlanFigures;
}

/** What a meal is made of before the portions are solved: foods and, for locked ones, their amounts. */
export interface ItemChoice {
  food: PlanFood;
  /** Set when the amount must stay (a locked item, which stays locked). */
  fixedQuantity: number | null;
}

export interface MealChoice {
  slot: MealSlot;
  items: ItemChoice[];
}

export type FoodPicker = (foodId: FoodId) => boolean;
