import { eq } from 'drizzle-orm';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { Executor } from '../../db/client';
import { profiles, weights } from '../../db/schema';
import { suggestsRecompute } from './weight-summary';

export interface LoggedWeight {
  date: string;
  weightKg: number;
  /** The weight differs from the one the targets were computed from by RECOMPUTE_AT_KG or more. */
  suggestRecompute: boolean;
}

/**
 * Records the day's weight (today in São Paulo unless a date is given): one
 * weighing per day, a second one that day replaces the first.
 */
export async function logWeight(
  db: Executor,
  userId: string,
  input: { weightKg: number; date?: string | undefined },
  now: Date,
): Promise<LoggedWeight> {
  const date = input.date ?? localDate(now);
  await db
    .insert(weights)
    .values({ userId, localDate: date, weightKg: input.weightKg, loggedAt: now })
    .onConflictDoUpdate({
      target: [weights.userId, weights.localDate],
      set: { weightKg: input.weightKg, loggedAt: now },
    });
  const [profile] = await db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId));
  return {
    date,
    weightKg: input.weightKg,
    suggestRecompute: suggestsRecompute(profile?.weightKg ?? null, input.weightKg),
  };
}
