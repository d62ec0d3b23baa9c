import { mealsApi } from '@/contracts/api-routes/food-log';
import type { NutrientsDto } from '@/contracts/foods';
import { isQuickCaloriesId } from '@/domain/meal-text/quick-calories-item';
import { MEAL_LIST_MAX_LIMIT, type Meal, type MealCreate, type MealSlot } from '@/contracts/meals';
import { api } from '@/web/lib/api-client';

export interface MealFilters {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  slot?: MealSlot | undefined;
  minKcal?: number | undefined;
  maxKcal?: number | undefined;
}

export function listMeals(filters: MealFilters, cursor: string | null) {
  return api(mealsApi.list, { query: { ...filters, cursor, limit: 20 } });
}

/** Every meal of one São Paulo day (the home's diary), following the list's pages; a day rarely needs more than one. */
export async function listDayMeals(date: string): Promise<Meal[]> {
  const meals: Meal[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: Meal[]; nextCursor: string | null } = await api(mealsApi.list, {
      query: { from: date, to: date, limit: MEAL_LIST_MAX_LIMIT, cursor },
    });
    meals.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return meals;
}

export const getMeal = (id: string): Promise<Meal> => api(mealsApi.get, { params: { id } });
export const createMeal = (body: MealCreate): Promise<Meal> => api(mealsApi.create, { body });
export const updateMeal = (id: string, body: MealCreate): Promise<Meal> =>
  api(mealsApi.update, { params: { id }, body });
export const deleteMeal = (id: string): Promise<undefined> => api(mealsApi.delete, { params: { id } });
/** The whole days' totals for the history's "Total do dia" (never only the meals a page loaded). */
export const getMealDayTotals = (dates: readonly string[]) =>
  api(mealsApi.dayTotals, { query: { dates: dates.join(',') } });
export const mealSuggestions = (slot: MealSlot) => api(mealsApi.suggestions, { query: { slot } });

/**
 * The request items of a meal: by measure when it has one, else by grams (figures are re-read from the catalog);
 * a quick add ("Calorias avulsas") by the energy and macros the person gave (decision 0045).
 */
export function itemRequests(
  items: readonly {
    foodId: string;
    quantity: number;
    measureId: string | null;
    grams: number;
    nutrients: Pick<NutrientsDto, 'energyKcal' | 'proteinG' | 'carbsG' | 'fatG'>;
  }[],
) {
  return items.map((item) => {
    if (isQuickCaloriesId(item.foodId)) {
      const { proteinG, carbsG, fatG } = item.nutrients;
      return { foodId: item.foodId, energyKcal: item.nutrients.energyKcal ?? item.quantity, proteinG, carbsG, fatG };
    }
    return item.measureId
      ? { foodId: item.foodId, quantity: item.quantity, measureId: item.measureId }
      : { foodId: item.foodId, grams: item.grams };
  });
}
