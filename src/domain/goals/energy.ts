/**
 * Daily energy needs.
 *
 * BMR: Mifflin MD, St Jeor ST et al. "A new predictive equation for resting
 * energy expenditure in healthy individuals." Am J Clin Nutr 1990;51(2):241-7.
 *   men:   10 × kg + 6.25 × cm − 5 × age + 5
 *   women: 10 × kg + 6.25 × cm − 5 × age − 161
 *
 * Activity factors (physical activity level multipliers) 1.2 / 1.375 / 1.55 /
 * 1.725 / 1.9, as commonly paired with Mifflin–St Jeor (McArdle, Katch &
 * Katch, Exercise Physiology; the same scale the specification's five levels name).
 */
export type Sex = 'female' | 'male';
export type Activity = 'sedentary' | 'light' | 'moderate' | 'active' | 'athlete';
export type Goal = 'lose' | 'maintain' | 'gain' | 'health';

export const ACTIVITY_FACTORS: Record<Activity, number> = {
  sedentary: 1.2,
  light: 1.375,
  moderate: 1.55,
  active: 1.725,
  athlete: 1.9,
};

/**
 * Objective adjustments to maintenance energy: a 20 % deficit to lose weight
 * (about 0.5 kg/week for most adults) and a 10 % surplus to gain muscle,
 * figures set by the product (decision 0029). Maintaining and improving health keep
 * maintenance energy.
 */
export const GOAL_ENERGY_FACTORS: Record<Goal, number> = {
  lose: 0.8,
  maintain: 1,
  gain: 1.1,
  health: 1,
};

/**
 * Safe minimum intake, never undercut: 1,200 kcal/day for women and
 * 1,500 kcal/day for men — the upper ends of the low-calorie diet ranges in
 * NHLBI, "Clinical Guidelines on the Identification, Evaluation, and Treatment
 * of Overweight and Obesity in Adults" (NIH Publication 98-4083, 1998), below
 * which supervision by a professional is advised.
 */
export const MIN_ENERGY_KCAL: Record<Sex, number> = { female: 1200, male: 1500 };

export interface BodyProfile {
  sex: Sex;
  ageYears: number;
  heightCm: number;
  weightKg: number;
}

export function basalMetabolicRateKcal({ sex, ageYears, heightCm, weightKg }: BodyProfile): number {
  const base = 10 * weightKg + 6.25 * heightCm - 5 * ageYears;
  return sex === 'male' ? base + 5 : base - 161;
}

export function maintenanceEnergyKcal(body: BodyProfile, activity: Activity): number {
  return basalMetabolicRateKcal(body) * ACTIVITY_FACTORS[activity];
}
