import { get, patch, post, put } from '../api-route';
import { mealSchema } from '../meals';
import {
  mealPlanCreateSchema,
  mealPlanLockSchema,
  mealPlanLogSchema,
  mealPlanSchema,
  mealPlanSwapSchema,
  shoppingCheckSchema,
  shoppingListSchema,
  substitutionOptionsSchema,
} from '../meal-plans';

const meal = '/api/meal-plans/current/days/:day/meals/:meal';

/** Plano alimentar (decision 0048; decision 0060: one entry per endpoint). `:day` and `:meal` count from 0. */
export const mealPlansApi = {
  create: post('/api/meal-plans', mealPlanSchema, { request: mealPlanCreateSchema }),
  current: get('/api/meal-plans/current', mealPlanSchema),
  regenerateDay: post('/api/meal-plans/current/days/:day/regenerate', mealPlanSchema),
  regenerateMeal: post(`${meal}/regenerate`, mealPlanSchema),
  logMeal: post(`${meal}/log`, mealSchema, { request: mealPlanLogSchema }),
  substitutions: get(`${meal}/items/:item/substitutions`, substitutionOptionsSchema),
  swap: post(`${meal}/items/:item/swap`, mealPlanSchema, { request: mealPlanSwapSchema }),
  lock: patch(`${meal}/items/:item`, mealPlanSchema, { request: mealPlanLockSchema }),
  /** The week's plan and shopping list as a PDF (a download, not JSON). */
  pdf: get('/api/meal-plans/current/pdf', 'other'),
  shoppingList: get('/api/meal-plans/current/shopping-list', shoppingListSchema),
  checkShoppingItem: put('/api/meal-plans/current/shopping-list/checked', shoppingListSchema, {
    request: shoppingCheckSchema,
  }),
};
