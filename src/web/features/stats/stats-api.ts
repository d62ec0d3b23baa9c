import { dayStatsSchema, rangeStatsSchema } from '@/contracts/stats';
import { apiRequest } from '@/web/lib/api-client';

export const getDayStats = () => apiRequest('GET', '/api/stats/day', { schema: dayStatsSchema });
export const getRangeStats = (from: string, to: string) =>
  apiRequest('GET', `/api/stats/range?from=${from}&to=${to}`, { schema: rangeStatsSchema });
