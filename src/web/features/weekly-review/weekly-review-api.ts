import { weeklyReviewApi } from '@/contracts/api-routes/channels';
import { api } from '@/web/lib/api-client';

export const fetchWeeklyReview = (week: string | null) => api(weeklyReviewApi.week, { query: { semana: week } });
