import type { FoodCatalog } from '../foods/types';
import type { DayBounds } from './day-targets';
import type { LpSolution } from './linear-program';
import { householdText, planItemFigures, sumFigures } from './plan-item-figures';
import type { MealChoice, PlannedDay, PlannedItem, PlannedMeal, PlanFigures } from './plan-types';
import { varName } from './portion-model';

/** A planned item from a food and an amount of its measure; null when the catalog lacks the food or measure. */
export function plannedItem(
  choice: MealChoice['items'][number],
  quantity: number,
  catalog: Pick<FoodCatalog, 'byId'>,
  locked = false,
): PlannedItem | null {
  const food = catalog.byId(choice.food.foodId);
  const portion = food?.portions.find((p) => p.measureId === choice.food.measureId);
  if (!food || !portion) return null;
  const grams = Math.round(quantity * portion.grams * 10) / 10;
  const figures = planItemFigures(food, grams);
  if (!figures) return null;
  return {
    ...choice.food,
    foodName: food.name,
    quantity,
    grams,
    measure: householdText(quantity, portion),
    figures,
    locked,
  };
}

/** The day the solver's answer describes: amounts = steps × step; foods left at zero are dropped. */
export function buildDay(
  date: string,
  meals: readonly MealChoice[],
  solution: Extract<LpSolution, { status: 'optimal' }>,
  catalog: Pick<FoodCatalog, 'byId'>,
): PlannedDay | null {
  const planned: PlannedMeal[] = [];
  for (const [m, meal] of meals.entries()) {
    const items: PlannedItem[] = [];
    for (const [i, choice] of meal.items.entries()) {
      const steps = Math.round(solution.values[varName(m, i)] ?? 0);
      if (steps <= 0) continue;
      const item = plannedItem(choice, steps * choice.food.step, catalog, choice.fixedQuantity !== null);
      if (!item) return null;
      items.push(item);
    }
    planned.push({ slot: meal.slot, items, totals: sumFigures(items.map((item) => item.figures)) });
  }
  return { date, meals: planned, totals: sumFigures(planned.flatMap((meal) => meal.items.map((i) => i.figures))) };
}

/** Which of the day's bounds its totals break (empty when every constraint holds). */
export function brokenBounds(totals: PlanFigures, bounds: DayBounds): string[] {
  const broken: string[] = [];
  if (totals.energyKcal < bounds.energyKcal.min || totals.energyKcal > bounds.energyKcal.max) broken.push('energia');
  if (totals.proteinG < bounds.proteinG.min) broken.push('proteína');
  if (totals.carbsG < bounds.carbsG.min || totals.carbsG > bounds.carbsG.max) broken.push('carboidratos');
  if (totals.fatG < bounds.fatG.min || totals.fatG > bounds.fatG.max) broken.push('gorduras');
  if (totals.fiberG < bounds.fiberG.min) broken.push('fibras');
  if (totals.sodiumMg > bounds.sodiumMg.max) broken.push('sódio');
  return broken;
}
