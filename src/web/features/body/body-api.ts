import { weightLoggedSchema, weightSummarySchema } from '@/contracts/body';
import { apiRequest } from '@/web/lib/api-client';

export const addWater = (ml: number) => apiRequest('POST', '/api/water', { body: { ml } });
export const logWeight = (weightKg: number) =>
  apiRequest('POST', '/api/weights', { body: { weightKg }, schema: weightLoggedSchema });
export const getWeightSummary = () => apiRequest('GET', '/api/weights', { schema: weightSummarySchema });
