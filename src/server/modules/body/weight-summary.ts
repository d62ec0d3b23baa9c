import { ageInYears } from '../../../contracts/onboarding';
import type { WeightGoal, WeightSummary } from '../../../contracts/body';
import { maintenanceEnergyKcal } from '../../../domain/goals/energy';
import { projectWeightGoal } from '../../../domain/goals/weight-goal';
import type { Executor } from '../../db/client';
import { latestWeighings, profileOf, type ProfileRow } from './body-repository';

/** A change of this size makes the targets worth recomputing (they scale with weight). */
export const RECOMPUTE_AT_KG = 2;

export const suggestsRecompute = (targetsWeightKg: number | null, weightKg: number | null): boolean =>
  targetsWeightKg !== null && weightKg !== null && Math.abs(targetsWeightKg - weightKg) >= RECOMPUTE_AT_KG;

/** The two latest weighings (by day), the weight the targets were computed from, and the goal with its estimate. */
export async function weightSummary(db: Executor, userId: string, today: string): Promise<WeightSummary> {
  const [recent, profile] = await Promise.all([latestWeighings(db, userId, 2), profileOf(db, userId)]);
  const latest = recent[0] ?? null;
  const targetsWeightKg = profile?.weightKg ?? null;
  return {
    latest,
    previous: recent[1] ?? null,
    targetsWeightKg,
    suggestRecompute: suggestsRecompute(targetsWeightKg, latest?.weightKg ?? null),
    goal: profile ? goalOf(profile, latest?.weightKg ?? profile.weightKg, today) : null,
  };
}

/** The estimate starts from today's weight, with the maintenance energy of that weight (Mifflin–St Jeor). */
function goalOf(profile: ProfileRow, currentKg: number, today: string): WeightGoal | null {
  const { goalWeightKg, weeklyRateKg } = profile;
  if (goalWeightKg === null || weeklyRateKg === null) return null;
  const body = {
    sex: profile.sex,
    ageYears: ageInYears(profile.birthDate, today),
    heightCm: profile.heightCm,
    weightKg: currentKg,
  };
  const maintenanceKcal = maintenanceEnergyKcal(body, profile.activity);
  return {
    goalWeightKg,
    weeklyRateKg,
    projection: projectWeightGoal({
      currentKg,
      goalKg: goalWeightKg,
      weeklyRateKg,
      maintenanceKcal,
      sex: profile.sex,
      today,
    }),
  };
}
