import { mealPlansApi } from '@/contracts/api-routes/meal-plans';
import type { MealPlanCreate, MealPlanDto } from '@/contracts/meal-plans';
import { api } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

export const getCurrentPlan = () => api(mealPlansApi.current);

/** The current plan, shared by the plan screen and the home; null without one (404) or without Premium (402). */
export const currentPlanQuery = {
  queryKey: ['meal-plan', 'current'] as const,
  queryFn: async (): Promise<MealPlanDto | null> => {
    try {
      return await getCurrentPlan();
    } catch (error) {
      if (error instanceof ApiRequestError && (error.status === 404 || error.status === 402)) return null;
      throw error;
    }
  },
};
export const createPlan = (body: MealPlanCreate) => api(mealPlansApi.create, { body });
export const regenerateDay = (day: number) => api(mealPlansApi.regenerateDay, { params: { day } });
export const regenerateMeal = (day: number, meal: number) =>
  api(mealPlansApi.regenerateMeal, { params: { day, meal } });
export const listSubstitutions = (day: number, meal: number, item: number) =>
  api(mealPlansApi.substitutions, { params: { day, meal, item } });
export const swapItem = (day: number, meal: number, item: number, foodId: string) =>
  api(mealPlansApi.swap, { params: { day, meal, item }, body: { foodId } });
export const lockItem = (day: number, meal: number, item: number, locked: boolean) =>
  api(mealPlansApi.lock, { params: { day, meal, item }, body: { locked } });
export const logPlannedMeal = (day: number, meal: number) =>
  api(mealPlansApi.logMeal, { params: { day, meal }, body: {} });
export const getShoppingList = () => api(mealPlansApi.shoppingList);
export const checkShoppingItem = (key: string, checked: boolean) =>
  api(mealPlansApi.checkShoppingItem, { body: { key, checked } });
