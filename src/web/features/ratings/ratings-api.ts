import { myRatingSchema, type RatingInput } from '@/contracts/ratings';
import { apiRequest } from '@/web/lib/api-client';

export const getMyRating = () => apiRequest('GET', '/api/ratings/me', { schema: myRatingSchema });
export const rateApp = (input: RatingInput) => apiRequest('POST', '/api/ratings', { body: input });
export const dismissRatingPrompt = () => apiRequest('POST', '/api/ratings/dismiss');
