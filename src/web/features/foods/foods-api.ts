import type { z } from 'zod';
import { foodSchema, foodSearchResponseSchema, type FoodDto } from '@/contracts/foods';
import { apiRequest } from '@/web/lib/api-client';

export const searchFoods = async (q: string): Promise<FoodDto[]> =>
  (await apiRequest('GET', `/api/foods?q=${encodeURIComponent(q)}&limit=12`, { schema: foodSearchResponseSchema }))
    .items;

export const getFood = (id: string): Promise<z.output<typeof foodSchema>> =>
  apiRequest('GET', `/api/foods/${encodeURIComponent(id)}`, { schema: foodSchema });
