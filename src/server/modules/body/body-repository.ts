import { and, asc, desc, eq } from 'drizzle-orm';
import type { WaterDay } from '../../../contracts/body';
import type { Executor } from '../../db/client';
import { profiles, weights, waterIntakes } from '../../db/schema';

export type ProfileRow = typeof profiles.$inferSelect;

// The water and weight rows of the body module, and the profile fields it reads and sets (decision 0062: a module's SQL lives in its repository).

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

/** The weight logged on one São Paulo day, if any. */
export async function weightOn(db: Executor, userId: string, date: string): Promise<number | null> {
  const [row] = await db
    .select({ weightKg: weights.weightKg })
    .from(weights)
    .where(and(eq(weights.userId, userId), eq(weights.localDate, date)));
  return row?.weightKg ?? null;
}

/** One weighing per day: a second one that day replaces the first and keeps its id (answered). */
export async function upsertWeight(
  db: Executor,
  weighing: { userId: string; localDate: string; weightKg: number; loggedAt: Date },
): Promise<string> {
  const [row] = await db
    .insert(weights)
    .values(weighing)
    .onConflictDoUpdate({
      target: [weights.userId, weights.localDate],
      set: { weightKg: weighing.weightKg, loggedAt: weighing.loggedAt },
    })
    .returning({ id: weights.id });
  return (row as { id: string }).id;
}

/** The person's latest weighings by day, newest first. */
export function latestWeighings(db: Executor, userId: string, limit: number) {
  return db
    .select({ id: weights.id, date: weights.localDate, weightKg: weights.weightKg })
    .from(weights)
    .where(eq(weights.userId, userId))
    .orderBy(desc(weights.localDate))
    .limit(limit);
}

/** The person's profile row (none before the onboarding). */
export async function profileOf(db: Executor, userId: string): Promise<ProfileRow | null> {
  const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  return row ?? null;
}

/** The weight the targets were computed from (the profile's); null before the onboarding. */
export async function profileWeightKg(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId));
  return row?.weightKg ?? null;
}

/** Sets (or clears, with nulls) the goal weight and weekly rate on the profile. */
export async function setWeightGoal(
  db: Executor,
  userId: string,
  goal: { goalWeightKg: number | null; weeklyRateKg: number | null },
  now: Date,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...goal, updatedAt: now })
    .where(eq(profiles.userId, userId));
}
