import type { z } from 'zod';
import { foodsApi } from '@/contracts/api-routes/food-log';
import type { foodSchema, FoodDto } from '@/contracts/foods';
import { api } from '@/web/lib/api-client';

export const searchFoods = async (q: string): Promise<FoodDto[]> =>
  (await api(foodsApi.search, { query: { q, limit: 12 } })).items;

export const getFood = (id: string): Promise<z.output<typeof foodSchema>> => api(foodsApi.food, { params: { id } });
