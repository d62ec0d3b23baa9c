import { myFoodsApi } from '@/contracts/api-routes/food-log';
import type { MyFood, MyFoodValues, RecipeFromMeal } from '@/contracts/my-foods';
import { api } from '@/web/lib/api-client';

export const listMyFoods = () => api(myFoodsApi.list);
export const createMyFood = (body: MyFoodValues): Promise<MyFood> => api(myFoodsApi.create, { body });
export const updateMyFood = (id: string, body: MyFoodValues): Promise<MyFood> =>
  api(myFoodsApi.update, { params: { id }, body });
export const deleteMyFood = (id: string): Promise<undefined> => api(myFoodsApi.delete, { params: { id } });
export const saveMealAsRecipe = (body: RecipeFromMeal): Promise<MyFood> => api(myFoodsApi.fromMeal, { body });
