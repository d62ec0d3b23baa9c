import { eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { appRatings, mealDayTotals, users } from '../../db/schema';

// The app ratings' rows (decision 0062: a module's SQL lives in its repository).

/** When the person signed up, their rating (if any) and how many meals they logged; null for no such person. */
export async function ratingFactsRow(db: Database, userId: string) {
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
  return row ?? null;
}

/** Saves the rating, over a dismissed prompt but never over a rating; null when one was already given. */
export async function saveRating(
  db: Database,
  userId: string,
  rating: { stars: number; comment: string | null },
  now: Date,
): Promise<{ stars: number | null; comment: string | null } | null> {
  const [saved] = await db
    .insert(appRatings)
    .values({ userId, ...rating, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: appRatings.userId,
      set: { ...rating, updatedAt: now },
      setWhere: isNull(appRatings.stars),
    })
    .returning({ stars: appRatings.stars, comment: appRatings.comment });
  return saved ?? null;
}

/** Marks the prompt answered without stars; a row already there stays as it is. */
export async function insertDismissal(db: Database, userId: string, now: Date): Promise<void> {
  await db.insert(appRatings).values({ userId, stars: null, createdAt: now, updatedAt: now }).onConflictDoNothing();
}

/** How many ratings were given and the sum of their stars. */
export async function ratingTotals(db: Database): Promise<{ count: number; sum: number }> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, sum: sql<number>`coalesce(sum(${appRatings.stars}), 0)::int` })
    .from(appRatings)
    .where(isNotNull(appRatings.stars));
  return { count: row?.count ?? 0, sum: row?.sum ?? 0 };
}
