import { z } from 'zod';

/**
 * The app's own ratings (docs/decisions/0041-real-ratings-only.md): one per
 * person, asked for inside the app after the second week of use, and shown on
 * the landing page only as the server's aggregate, above RATINGS_MIN_TO_SHOW.
 */

/** POST /api/ratings: 1 to 5 stars and an optional comment. */
export const ratingInputSchema = z.object({
  stars: z
    .number({ error: 'Escolha de 1 a 5 estrelas' })
    .int({ error: 'Escolha de 1 a 5 estrelas' })
    .min(1, { error: 'Escolha de 1 a 5 estrelas' })
    .max(5, { error: 'Escolha de 1 a 5 estrelas' }),
  comment: z
    .string({ error: 'O comentário precisa ser um texto' })
    .trim()
    .max(1000, { error: 'O comentário pode ter no máximo 1.000 caracteres' })
    .transform((v) => (v === '' ? null : v))
    .nullish(),
});
export type RatingInput = z.output<typeof ratingInputSchema>;

/** GET /api/ratings/me: whether the app should ask now, and the person's own rating if they gave one. */
/** POST /api/ratings answers the rating as saved. */
export const givenRatingSchema = z.object({ stars: z.number().int(), comment: z.string().nullable() });
export const myRatingSchema = z.object({ ask: z.boolean(), rating: givenRatingSchema.nullable() });
export type MyRating = z.infer<typeof myRatingSchema>;

/**
 * GET /api/ratings/summary (public) and the landing page's embedded copy:
 * null below the minimum, so nothing is ever shown from a handful of votes.
 */
export const ratingSummarySchema = z
  .object({
    /** Mean of the stars, one decimal. */
    average: z.number().min(1).max(5),
    count: z.number().int().min(1),
  })
  .nullable();
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

/**
 * schema.org AggregateRating from the server's aggregate (https://schema.org/AggregateRating),
 * put into the landing page's Product per request.
 */
export function aggregateRatingData(summary: { average: number; count: number }) {
  return {
    '@type': 'AggregateRating',
    ratingValue: summary.average.toFixed(1),
    ratingCount: summary.count,
    bestRating: '5',
    worstRating: '1',
  };
}

/** The landing page's LiveSiteFacts (contracts/site.ts), as a schema for the tests of its hand-written guard. */
export const liveSiteFactsSchema = z.object({
  ratings: ratingSummarySchema,
  whatsapp: z.boolean(),
  photoAnalysis: z.boolean(),
});
