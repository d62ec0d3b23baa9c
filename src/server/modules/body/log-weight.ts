import { and, eq } from 'drizzle-orm';
import type { WeightLogged } from '../../../contracts/body';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { Executor } from '../../db/client';
import { profiles, weights } from '../../db/schema';
import { suggestsRecompute } from './weight-summary';

/**
 * Records the day's weight (today in São Paulo unless a date is given): one
 * weighing per day, a second one that day replaces the first and keeps its id. The answer
 * carries the id (DELETE /api/weights/:id) and the weight replaced, so "Desfazer" can put it back.
 */
export async function logWeight(
  db: Executor,
  userId: string,
  input: { weightKg: number; date?: string | undefined },
  now: Date,
): Promise<WeightLogged> {
  const date = input.date ?? localDate(now);
  const [replaced] = await db
    .select({ weightKg: weights.weightKg })
    .from(weights)
    .where(and(eq(weights.userId, userId), eq(weights.localDate, date)));
  const [row] = await db
    .insert(weights)
    .values({ userId, localDate: date, weightKg: input.weightKg, loggedAt: now })
    .onConflictDoUpdate({
      target: [weights.userId, weights.localDate],
      set: { weightKg: input.weightKg, loggedAt: now },
    })
    .returning({ id: weights.id });
  const [profile] = await db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId));
  return {
    id: (row as { id: string }).id,
    date,
    weightKg: input.weightKg,
    replacedKg: replaced?.weightKg ?? null,
    suggestRecompute: suggestsRecompute(profile?.weightKg ?? null, input.weightKg),
  };
}
