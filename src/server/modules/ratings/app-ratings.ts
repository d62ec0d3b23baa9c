import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { MyRating, RatingInput, RatingSummary } from '../../../contracts/ratings';
import { canRate, publicRatingSummary, shouldAskForRating } from '../../../domain/ratings/rating-prompt';
import type { Database } from '../../db/client';
import { appRatings, mealDayTotals, users } from '../../db/schema';
import { AppError, unauthenticated } from '../../http/app-error';

async function ratingFacts(db: Database, userId: string) {
  const [row] = await db
    .select({
      signedUpAt: users.createdAt,
      stars: appRatings.stars,
      comment: appRatings.comment,
      answered: sql<boolean>`${appRatings.userId} IS NOT NULL`,
      // The per-day totals keep the meal count: a sum over the person's days, not a scan of their meals.
      mealsLogged: sql<number>`(SELECT coalesce(sum(${mealDayTotals.mealsLogged}), 0)::int FROM ${mealDayTotals} WHERE ${mealDayTotals.userId} = ${users.id})`,
    })
    .from(users)
    .leftJoin(appRatings, eq(appRatings.userId, users.id))
    .where(eq(users.id, userId));
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
  const [saved] = await db
    .insert(appRatings)
    .values({ userId, stars: input.stars, comment, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: appRatings.userId,
      set: { stars: input.stars, comment, updatedAt: now },
      setWhere: isNull(appRatings.stars),
    })
    .returning({ stars: appRatings.stars, comment: appRatings.comment });
  if (!saved) throw alreadyRated();
  return { stars: saved.stars!, comment: saved.comment };
}

/** "Agora não": the prompt is not shown again. A rating already given stays as it is. */
export async function dismissRatingPrompt(db: Database, userId: string, now: Date): Promise<void> {
  await db.insert(appRatings).values({ userId, stars: null, createdAt: now, updatedAt: now }).onConflictDoNothing();
}

/** The aggregate the landing page may show: null below `minimum` ratings (RATINGS_MIN_TO_SHOW). */
export async function ratingSummary(db: Database, minimum: number): Promise<RatingSummary> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${appRatings.stars}), 0)::int` })
    .from(appRatings)
    .where(isNotNull(appRatings.stars));
  return publicRatingSummary(row?.count ?? 0, row?.sum ?? 0, minimum);
}
