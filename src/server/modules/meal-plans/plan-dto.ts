import type { MealPlanDto, PlanNutrients, ShoppingListDto } from '../../../contracts/meal-plans';
import type { ShoppingSectionList } from '../../../domain/meal-plan/shopping-list';
import type { PlanFigures } from '../../../domain/meal-plan/plan-types';
import { roundFigures } from '../../../domain/meal-plan/plan-item-figures';
import type { StoredMealPlan } from './meal-plan-repository';

const nutrients = (figures: PlanFigures): PlanNutrients => roundFigures(figures);

/** The API's plan: the domain's plan with figures rounded to 0.1 for showing (the bounds were checked exactly). */
export function mealPlanDto(stored: StoredMealPlan): MealPlanDto {
  const { plan, preferences } = stored;
  return {
    id: stored.id,
    startDate: plan.startDate,
    createdAt: stored.createdAt.toISOString(),
    disclaimer: plan.disclaimer,
    preferences: {
      restrictions: [...preferences.restrictions],
      dislikes: [...preferences.dislikes],
      budget: preferences.budget,
      cookingTime: preferences.cookingTime,
      region: preferences.region,
    },
    bounds: plan.bounds,
    days: plan.days.map((day) => ({
      date: day.date,
      meals: day.meals.map((meal) => ({
        slot: meal.slot,
        items: meal.items.map((item) => ({
          foodId: item.foodId,
          foodName: item.foodName,
          grams: item.grams,
          quantity: item.quantity,
          measure: item.measure,
          role: item.role,
          locked: item.locked,
          nutrients: nutrients(item.figures),
        })),
        totals: nutrients(meal.totals),
      })),
      totals: nutrients(day.totals),
    })),
  };
}

export function shoppingListDto(sections: ShoppingSectionList[], checked: readonly string[]): ShoppingListDto {
  const ticked = new Set(checked);
  return {
    sections: sections.map((section) => ({
      name: section.name,
      items: section.items.map(({ key, name, quantity, unit }) => ({
        key,
        name,
        quantity,
        unit,
        checked: ticked.has(key),
      })),
    })),
  };
}
