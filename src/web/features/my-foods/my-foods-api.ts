import {
  myFoodListSchema,
  myFoodSchema,
  type MyFood,
  type MyFoodValues,
  type RecipeFromMeal,
} from '@/contracts/my-foods';
import { apiRequest } from '@/web/lib/api-client';

export const listMyFoods = () => apiRequest('GET', '/api/my-foods', { schema: myFoodListSchema });
export const createMyFood = (body: MyFoodValues): Promise<MyFood> =>
  apiRequest('POST', '/api/my-foods', { body, schema: myFoodSchema });
export const updateMyFood = (id: string, body: MyFoodValues): Promise<MyFood> =>
  apiRequest('PUT', `/api/my-foods/${encodeURIComponent(id)}`, { body, schema: myFoodSchema });
export const deleteMyFood = (id: string): Promise<undefined> =>
  apiRequest('DELETE', `/api/my-foods/${encodeURIComponent(id)}`);
export const saveMealAsRecipe = (body: RecipeFromMeal): Promise<MyFood> =>
  apiRequest('POST', '/api/my-foods/from-meal', { body, schema: myFoodSchema });
