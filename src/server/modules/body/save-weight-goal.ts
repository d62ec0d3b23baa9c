import type { WeightGoalInput } from '../../../contracts/body';
import { weeklyRateProblem } from '../../../domain/goals/weight-goal';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { latestWeighings, profileWeightKg, setWeightGoal } from './body-repository';

/**
 * PUT /api/weights/goal: the person's goal weight and weekly rate, refused in pt-BR above the safe bound for
 * their current weight (the latest weighing, else the profile's). Before the onboarding there is no profile: a 400 that says so.
 */
export async function saveWeightGoal(db: Database, userId: string, input: WeightGoalInput, now: Date) {
  const [profileKg, [latest]] = await Promise.all([profileWeightKg(db, userId), latestWeighings(db, userId, 1)]);
  if (profileKg === null) {
    const message = 'Conclua a configuração inicial antes de definir a meta de peso.';
    throw new AppError(400, 'validation_failed', message, { goalWeightKg: message });
  }
  const problem = weeklyRateProblem(latest?.weightKg ?? profileKg, input.goalWeightKg, input.weeklyRateKg);
  if (problem) throw new AppError(400, 'validation_failed', problem, { weeklyRateKg: problem });
  await setWeightGoal(db, userId, { goalWeightKg: input.goalWeightKg, weeklyRateKg: input.weeklyRateKg }, now);
}

/** DELETE /api/weights/goal: no goal any more. */
export async function clearWeightGoal(db: Database, userId: string, now: Date) {
  await setWeightGoal(db, userId, { goalWeightKg: null, weeklyRateKg: null }, now);
}
