import { and, asc, eq } from 'drizzle-orm';
import type { WaterDay } from '../../../contracts/body';
import type { Executor } from '../../db/client';
import { waterIntakes, weights } from '../../db/schema';

// The water and weight rows of the body module (decision 0062: a module's SQL lives in its repository).

/** A glass (or bottle) of water on the person's São Paulo day; answers the new row's id. */
export async function insertWater(
  db: Executor,
  water: { userId: string; ml: number; at: Date; localDate: string },
): Promise<string> {
  const [row] = await db.insert(waterIntakes).values(water).returning({ id: waterIntakes.id });
  return (row as { id: string }).id;
}

/** GET /api/water: the person's glasses of one São Paulo day, oldest first. */
export async function waterOfDay(db: Executor, userId: string, date: string): Promise<WaterDay> {
  const rows = await db
    .select({ id: waterIntakes.id, ml: waterIntakes.ml, at: waterIntakes.at })
    .from(waterIntakes)
    .where(and(eq(waterIntakes.userId, userId), eq(waterIntakes.localDate, date)))
    .orderBy(asc(waterIntakes.at), asc(waterIntakes.id));
  return { date, entries: rows.map((r) => ({ id: r.id, ml: r.ml, at: r.at.toISOString() })) };
}

/**
 * Deletes one of the person's glasses; false when there is no such glass of theirs (a 404, the
 * same answer as for another person's, so ids reveal nothing). The row's trigger moves the
 * owner's day_version in the same statement (migration 0017), so the kept answer of
 * GET /api/stats/day is read again.
 */
export async function deleteWater(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(waterIntakes)
    .where(and(eq(waterIntakes.id, id), eq(waterIntakes.userId, userId)))
    .returning({ id: waterIntakes.id });
  return deleted.length > 0;
}

/** Deletes one of the person's weighings (migration 0018's id); false when there is no such weighing of theirs. */
export async function deleteWeight(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(weights)
    .where(and(eq(weights.id, id), eq(weights.userId, userId)))
    .returning({ id: weights.id });
  return deleted.length > 0;
}
