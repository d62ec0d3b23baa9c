import { weeklyReviewSchema } from '@/contracts/weekly-review';
import { apiRequest } from '@/web/lib/api-client';

export const fetchWeeklyReview = (week: string | null) =>
  apiRequest('GET', week ? `/api/weekly-review?semana=${encodeURIComponent(week)}` : '/api/weekly-review', {
    schema: weeklyReviewSchema,
  });
