import { statsApi } from '@/contracts/api-routes/food-log';
import { api } from '@/web/lib/api-client';

export const getDayStats = () => api(statsApi.day);
export const getRangeStats = (from: string, to: string) => api(statsApi.range, { query: { from, to } });
