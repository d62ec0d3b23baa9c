import type { MyRating, RatingInput, RatingSummary } from '../../../contracts/ratings';
import { canRate, publicRatingSummary, shouldAskForRating } from '../../../domain/ratings/rating-prompt';
import type { Database } from '../../db/client';
import { AppError, unauthenticated } from '../../http/app-error';
import { insertDismissal, ratingFactsRow, ratingTotals, saveRating } from './rating-repository';

async function ratingFacts(db: Database, userId: string) {
  const row = await ratingFactsRow(db, userId);
  if (!row) throw unauthenticated();
  return row;
}

/** The person's rating, and whether the app should ask for one now (after the second week, once). */
export async function myRating(db: Database, userId: string, now: Date): Promise<MyRating> {
  const row = await ratingFacts(db, userId);
  return {
    ask: shouldAskForRating({ ...row, now }),
    rating: row.stars === null ? null : { stars: row.stars, comment: row.comment },
  };
}

const alreadyRated = () => new AppError(409, 'already_answered', 'Você já avaliou o Nutri. Obrigado!');

/**
 * One rating per person, from the second week of use on (what the figure on
 * the landing page claims: people who use the app); a second one is refused,
 * a dismissed prompt can still become a rating.
 */
export async function rateApp(db: Database, userId: string, input: RatingInput, now: Date) {
  if (!canRate({ ...(await ratingFacts(db, userId)), now })) {
    throw new AppError(403, 'rating_not_open', 'A avaliação abre depois de duas semanas de uso do Nutri.');
  }
  const comment = input.comment ?? null;
  const saved = await saveRating(db, userId, { stars: input.stars, comment }, now);
  if (!saved) throw alreadyRated();
  return { stars: saved.stars!, comment: saved.comment };
}

/** "Agora não": the prompt is not shown again. A rating already given stays as it is. */
export async function dismissRatingPrompt(db: Database, userId: string, now: Date): Promise<void> {
  await insertDismissal(db, userId, now);
}

/** The aggregate the landing page may show: null below `minimum` ratings (RATINGS_MIN_TO_SHOW). */
export async function ratingSummary(db: Database, minimum: number): Promise<RatingSummary> {
  const { count, sum } = await ratingTotals(db);
  return publicRatingSummary(count, sum, minimum);
}
