import { desc, eq } from 'drizzle-orm';
import type { WeightSummary } from '../../../contracts/body';
import type { Executor } from '../../db/client';
import { profiles, weights } from '../../db/schema';

/** A change of this size makes the targets worth recomputing (they scale with weight). */
export const RECOMPUTE_AT_KG = 2;

export const suggestsRecompute = (targetsWeightKg: number | null, weightKg: number | null): boolean =>
  targetsWeightKg !== null && weightKg !== null && Math.abs(targetsWeightKg - weightKg) >= RECOMPUTE_AT_KG;

/** The two latest weighings (by day) and the weight the targets were computed from. */
export async function weightSummary(db: Executor, userId: string): Promise<WeightSummary> {
  const [recent, [profile]] = await Promise.all([
    db
      .select({ id: weights.id, date: weights.localDate, weightKg: weights.weightKg })
      .from(weights)
      .where(eq(weights.userId, userId))
      .orderBy(desc(weights.localDate))
      .limit(2),
    db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId)),
  ]);
  const latest = recent[0] ?? null;
  const targetsWeightKg = profile?.weightKg ?? null;
  return {
    latest,
    previous: recent[1] ?? null,
    targetsWeightKg,
    suggestRecompute: suggestsRecompute(targetsWeightKg, latest?.weightKg ?? null),
  };
}
