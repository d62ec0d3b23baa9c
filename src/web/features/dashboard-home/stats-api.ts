import { dayStatsSchema, rangeStatsSchema, weightLoggedSchema, weightSummarySchema } from '@/contracts/stats';
import { apiRequest } from '@/web/lib/api-client';

export const getDayStats = () => apiRequest('GET', '/api/stats/day', { schema: dayStatsSchema });
export const getRangeStats = (from: string, to: string) =>
  apiRequest('GET', `/api/stats/range?from=${from}&to=${to}`, { schema: rangeStatsSchema });
export const addWater = (ml: number) => apiRequest('POST', '/api/water', { body: { ml } });
export const logWeight = (weightKg: number) =>
  apiRequest('POST', '/api/weights', { body: { weightKg }, schema: weightLoggedSchema });
export const getWeightSummary = () => apiRequest('GET', '/api/weights', { schema: weightSummarySchema });
