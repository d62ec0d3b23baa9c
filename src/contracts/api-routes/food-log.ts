import { del, get, patch, post, put } from '../api-route';
import { analysisSchema, analysisTextRequestSchema } from '../analysis';
import { barcodeProductSchema } from '../barcode';
import {
  waterDayQuerySchema,
  waterDaySchema,
  waterInputSchema,
  waterLoggedSchema,
  weightGoalInputSchema,
  weightInputSchema,
  weightLoggedSchema,
  weightSummarySchema,
} from '../body';
import { foodSchema, foodSearchQuerySchema, foodSearchResponseSchema } from '../foods';
import { dayCopyResultSchema, dayCopySchema, mealCopySchema } from '../meal-copy';
import {
  mealCreateSchema,
  mealDayTotalsQuerySchema,
  mealDayTotalsSchema,
  mealListQuerySchema,
  mealListSchema,
  mealSchema,
  mealSuggestionsQuerySchema,
  mealSuggestionsSchema,
  mealUpdateSchema,
} from '../meals';
import { myFoodInputSchema, myFoodListSchema, myFoodSchema, recipeFromMealSchema } from '../my-foods';
import { photoAnalysisSchema, photoRecognitionSchema } from '../photos';
import { dayStatsQuerySchema, dayStatsSchema, rangeStatsQuerySchema, rangeStatsSchema } from '../stats';

/** The diary and what feeds it: foods, analysis, meals, water and weight (decision 0060: one entry per endpoint). */
export const foodsApi = {
  search: get('/api/foods', foodSearchResponseSchema, { query: foodSearchQuerySchema }),
  food: get('/api/foods/:id', foodSchema),
  barcode: get('/api/foods/barcode/:code', barcodeProductSchema),
};

export const myFoodsApi = {
  list: get('/api/my-foods', myFoodListSchema),
  create: post('/api/my-foods', myFoodSchema, { request: myFoodInputSchema }),
  fromMeal: post('/api/my-foods/from-meal', myFoodSchema, { request: recipeFromMealSchema }),
  get: get('/api/my-foods/:id', myFoodSchema),
  update: put('/api/my-foods/:id', myFoodSchema, { request: myFoodInputSchema }),
  delete: del('/api/my-foods/:id', 'empty'),
};

export const analysisApi = {
  text: post('/api/analysis/text', analysisSchema, { request: analysisTextRequestSchema }),
  photoRecognition: get('/api/analysis/photo', photoRecognitionSchema),
  /** A multipart upload (field "photo", optional "text"). */
  photo: post('/api/analysis/photo', photoAnalysisSchema),
  /** The stored photo itself. */
  storedPhoto: get('/api/photos/:id', 'other'),
};

export const mealsApi = {
  list: get('/api/meals', mealListSchema, { query: mealListQuerySchema }),
  create: post('/api/meals', mealSchema, { request: mealCreateSchema }),
  suggestions: get('/api/meals/suggestions', mealSuggestionsSchema, { query: mealSuggestionsQuerySchema }),
  dayTotals: get('/api/meals/day-totals', mealDayTotalsSchema, { query: mealDayTotalsQuerySchema }),
  get: get('/api/meals/:id', mealSchema),
  update: patch('/api/meals/:id', mealSchema, { request: mealUpdateSchema }),
  delete: del('/api/meals/:id', 'empty'),
  copy: post('/api/meals/:id/copy', mealSchema, { request: mealCopySchema }),
  copyDay: post('/api/meals/days/:date/copy', dayCopyResultSchema, { request: dayCopySchema }),
};

export const statsApi = {
  day: get('/api/stats/day', dayStatsSchema, { query: dayStatsQuerySchema }),
  range: get('/api/stats/range', rangeStatsSchema, { query: rangeStatsQuerySchema }),
};

export const waterApi = {
  day: get('/api/water', waterDaySchema, { query: waterDayQuerySchema }),
  log: post('/api/water', waterLoggedSchema, { request: waterInputSchema }),
  delete: del('/api/water/:id', 'empty'),
};

export const weightsApi = {
  summary: get('/api/weights', weightSummarySchema),
  log: post('/api/weights', weightLoggedSchema, { request: weightInputSchema }),
  delete: del('/api/weights/:id', 'empty'),
  saveGoal: put('/api/weights/goal', weightSummarySchema, { request: weightGoalInputSchema }),
  clearGoal: del('/api/weights/goal', weightSummarySchema),
};
