import { z } from 'zod';
import { foodSourceSchema, nutrientsSchema } from './foods';
import { safeText } from './safe-text';

export const MEAL_TEXT_MAX_LENGTH = 2000;

export const analysisTextRequestSchema = z.object({
  text: safeText(
    z
      .string({ error: 'Descreva a refeição' })
      .trim()
      .min(1, { error: 'Descreva a refeição' })
      .max(MEAL_TEXT_MAX_LENGTH, { error: 'A descrição pode ter no máximo 2.000 caracteres' }),
    'A descrição',
  ),
});

export const analysisItemSchema = z.object({
  foodId: z.string(),
  foodName: z.string(),
  /** Where the figures come from: TACO, recipe from TACO, USDA or the person's own food. */
  foodSource: foodSourceSchema,
  /** How much, in `unit`: 2 (conchas), 150 (g), 0.5 (unidade). */
  quantity: z.number(),
  /** "g", "ml", or a household measure label ("concha", "colheres de sopa"). */
  unit: z.string(),
  /** The catalog measure behind `unit`, when it is a household measure. */
  measureId: z.string().nullable(),
  grams: z.number(),
  nutrients: nutrientsSchema,
  /** 0–1: how sure the match is; below CONFIRM_BELOW_CONFIDENCE (src/domain/meal-text/confidence.ts) the UI asks the person to confirm. */
  confidence: z.number().min(0).max(1).optional(),
  /** The words of the description this item came from. */
  text: z.string().optional(),
  /** "typical": no amount was given, so the food's typical portion was assumed (shown as "porção típica"). */
  portionSource: z.enum(['described', 'typical']).optional(),
});
export type AnalysisItem = z.infer<typeof analysisItemSchema>;

/** Similar catalog foods offered for an unmatched piece ("semelhante"): the person confirms, nothing is assumed. */
export const unmatchedSuggestionSchema = z.object({
  text: z.string(),
  foods: z.array(z.object({ foodId: z.string(), foodName: z.string(), foodSource: foodSourceSchema })).max(3),
});
export type UnmatchedSuggestion = z.infer<typeof unmatchedSuggestionSchema>;

export const analysisSchema = z.object({
  items: z.array(analysisItemSchema),
  totals: nutrientsSchema,
  /** Nutrients whose total leaves out items without a figure ("parcial"). */
  incompleteNutrients: z.array(z.string()),
  unmatched: z.array(z.string()),
  /** Up to 3 similar foods for some unmatched pieces. */
  suggestions: z.array(unmatchedSuggestionSchema).optional(),
});
export type Analysis = z.infer<typeof analysisSchema>;
