import { desc, eq } from 'drizzle-orm';
import type { WeightGoalInput } from '../../../contracts/body';
import { weeklyRateProblem } from '../../../domain/goals/weight-goal';
import type { Database } from '../../db/client';
import { profiles, weights } from '../../db/schema';
import { AppError } from '../../http/app-error';

/**
 * PUT /api/weights/goal: the person's goal weight and weekly rate, refused in pt-BR above the safe bound for
 * their current weight (the latest weighing, else the profile's). Before the onboarding there is no profile: a 400 that says so.
 */
export async function saveWeightGoal(db: Database, userId: string, input: WeightGoalInput, now: Date) {
  const [[profile], [latest]] = await Promise.all([
    db.select({ weightKg: profiles.weightKg }).from(profiles).where(eq(profiles.userId, userId)),
    db
      .select({ weightKg: weights.weightKg })
      .from(weights)
      .where(eq(weights.userId, userId))
      .orderBy(desc(weights.localDate))
      .limit(1),
  ]);
  if (!profile) {
    const message = 'Conclua a configuração inicial antes de definir a meta de peso.';
    throw new AppError(400, 'validation_failed', message, { goalWeightKg: message });
  }
  const problem = weeklyRateProblem(latest?.weightKg ?? profile.weightKg, input.goalWeightKg, input.weeklyRateKg);
  if (problem) throw new AppError(400, 'validation_failed', problem, { weeklyRateKg: problem });
  await db
    .update(profiles)
    .set({ goalWeightKg: input.goalWeightKg, weeklyRateKg: input.weeklyRateKg, updatedAt: now })
    .where(eq(profiles.userId, userId));
}

/** DELETE /api/weights/goal: no goal any more. */
export async function clearWeightGoal(db: Database, userId: string, now: Date) {
  await db
    .update(profiles)
    .set({ goalWeightKg: null, weeklyRateKg: null, updatedAt: now })
    .where(eq(profiles.userId, userId));
}
