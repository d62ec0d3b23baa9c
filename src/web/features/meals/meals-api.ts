import type { NutrientsDto } from '@/contracts/foods';
import { isQuickCaloriesId } from '@/domain/meal-text/quick-calories-item';
import {
  MEAL_LIST_MAX_LIMIT,
  mealDayTotalsSchema,
  mealListSchema,
  mealSchema,
  mealSuggestionsSchema,
  type Meal,
  type MealCreate,
  type MealSlot,
} from '@/contracts/meals';
import { apiRequest } from '@/web/lib/api-client';

export interface MealFilters {
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  slot?: MealSlot | undefined;
  minKcal?: number | undefined;
  maxKcal?: number | undefined;
}

export function listMeals(filters: MealFilters, cursor: string | null) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== '') params.set(key, String(value));
  if (cursor) params.set('cursor', cursor);
  params.set('limit', '20');
  return apiRequest('GET', `/api/meals?${params}`, { schema: mealListSchema });
}

/** Every meal of one São Paulo day (the home's diary), following the list's pages; a day rarely needs more than one. */
export async function listDayMeals(date: string): Promise<Meal[]> {
  const meals: Meal[] = [];
  let cursor: string | null = null;
  do {
    const params = new URLSearchParams({ from: date, to: date, limit: String(MEAL_LIST_MAX_LIMIT) });
    if (cursor) params.set('cursor', cursor);
    const page = await apiRequest('GET', `/api/meals?${params}`, { schema: mealListSchema });
    meals.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return meals;
}

export const getMeal = (id: string): Promise<Meal> => apiRequest('GET', `/api/meals/${id}`, { schema: mealSchema });
export const createMeal = (body: MealCreate): Promise<Meal> =>
  apiRequest('POST', '/api/meals', { body, schema: mealSchema });
export const updateMeal = (id: string, body: MealCreate): Promise<Meal> =>
  apiRequest('PATCH', `/api/meals/${id}`, { body, schema: mealSchema });
export const deleteMeal = (id: string): Promise<undefined> => apiRequest('DELETE', `/api/meals/${id}`);
/** The whole days' totals for the history's "Total do dia" (never only the meals a page loaded). */
export const getMealDayTotals = (dates: readonly string[]) =>
  apiRequest('GET', `/api/meals/day-totals?dates=${dates.join(',')}`, { schema: mealDayTotalsSchema });
export const mealSuggestions = (slot: MealSlot) =>
  apiRequest('GET', `/api/meals/suggestions?slot=${slot}`, { schema: mealSuggestionsSchema });

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
