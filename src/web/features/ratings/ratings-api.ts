import { ratingsApi } from '@/contracts/api-routes/account';
import type { RatingInput } from '@/contracts/ratings';
import { api } from '@/web/lib/api-client';

export const getMyRating = () => api(ratingsApi.mine);
export const rateApp = (input: RatingInput) => api(ratingsApi.rate, { body: input });
export const dismissRatingPrompt = () => api(ratingsApi.dismiss);
