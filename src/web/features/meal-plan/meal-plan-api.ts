import { z } from 'zod';
import type { MealPlanCreate, MealPlanDto, ShoppingListDto, SubstitutionOptionDto } from '@/contracts/meal-plans';
import type { Meal } from '@/contracts/meals';
import { apiRequest } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

const object = <T>(key: string) =>
  z.custom<T>((value) => typeof value === 'object' && value !== null && key in value, 'Resposta inesperada');
const planSchema = object<MealPlanDto>('days');
const listSchema = object<ShoppingListDto>('sections');
const optionsSchema = object<{ options: SubstitutionOptionDto[] }>('options');
const mealSchema = object<Meal>('items');

const base = '/api/meal-plans/current';
const mealPath = (day: number, meal: number) => `${base}/days/${day}/meals/${meal}`;

export const getCurrentPlan = () => apiRequest('GET', base, { schema: planSchema });

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
export const createPlan = (body: MealPlanCreate) => apiRequest('POST', '/api/meal-plans', { body, schema: planSchema });
export const regenerateDay = (day: number) =>
  apiRequest('POST', `${base}/days/${day}/regenerate`, { schema: planSchema });
export const regenerateMeal = (day: number, meal: number) =>
  apiRequest('POST', `${mealPath(day, meal)}/regenerate`, { schema: planSchema });
export const listSubstitutions = (day: number, meal: number, item: number) =>
  apiRequest('GET', `${mealPath(day, meal)}/items/${item}/substitutions`, { schema: optionsSchema });
export const swapItem = (day: number, meal: number, item: number, foodId: string) =>
  apiRequest('POST', `${mealPath(day, meal)}/items/${item}/swap`, { body: { foodId }, schema: planSchema });
export const lockItem = (day: number, meal: number, item: number, locked: boolean) =>
  apiRequest('PATCH', `${mealPath(day, meal)}/items/${item}`, { body: { locked }, schema: planSchema });
export const logPlannedMeal = (day: number, meal: number) =>
  apiRequest('POST', `${mealPath(day, meal)}/log`, { body: {}, schema: mealSchema });
export const getShoppingList = () => apiRequest('GET', `${base}/shopping-list`, { schema: listSchema });
export const checkShoppingItem = (key: string, checked: boolean) =>
  apiRequest('PUT', `${base}/shopping-list/checked`, { body: { key, checked }, schema: listSchema });
