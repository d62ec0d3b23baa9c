import { ATWATER_KCAL_PER_G } from '../nutrition/atwater';
import {
  GOAL_ENERGY_FACTORS,
  MIN_ENERGY_KCAL,
  basalMetabolicRateKcal,
  maintenanceEnergyKcal,
  type Activity,
  type BodyProfile,
  type Goal,
} from './energy';

/**
 * Protein per kg of body weight. Losing or gaining: 1.6 g/kg, the point past
 * which extra protein stopped adding lean mass in Morton RW et al., Br J Sports
 * Med 2018;52:376-384 (meta-analysis, 49 trials). Otherwise 1.0 g/kg, a margin
 * over the 0.8 g/kg RDA (Institute of Medicine, Dietary Reference Intakes for
 * Energy, Carbohydrate, Fiber, Fat, … Protein and Amino Acids, 2005).
 */
export const PROTEIN_G_PER_KG: Record<Goal, number> = { lose: 1.6, gain: 1.6, maintain: 1.0, health: 1.0 };

/** Acceptable Macronutrient Distribution Range upper bound for protein, 35 % of energy (IOM 2005). */
export const PROTEIN_MAX_ENERGY_SHARE = 0.35;

/** Fat at 30 % of energy: inside the IOM 2005 AMDR (20–35 %) and at the WHO TRS 916 (2003) upper limit. */
export const FAT_ENERGY_SHARE = 0.3;

/** 35 mL of water per kg of body weight per day: the product's rule (decision 0029), a usual adult estimate. */
export const WATER_ML_PER_KG = 35;

export interface DailyTargets {
  bmrKcal: number;
  maintenanceKcal: number;
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
  waterMl: number;
  /** True when the safe minimum, not the goal maths, set the energy target. */
  floorApplied: boolean;
}

const roundTo = (value: number, step: number) => Math.round(value / step) * step;

export function dailyTargets(body: BodyProfile, activity: Activity, goal: Goal): DailyTargets {
  const bmrKcal = basalMetabolicRateKcal(body);
  const maintenanceKcal = maintenanceEnergyKcal(body, activity);
  const goalKcal = maintenanceKcal * GOAL_ENERGY_FACTORS[goal];
  const floorKcal = MIN_ENERGY_KCAL[body.sex];
  const floorApplied = goalKcal < floorKcal;
  // Targets are shown as round figures; 10 kcal is below any meaningful precision of the estimate.
  const energyKcal = roundTo(Math.max(goalKcal, floorKcal), 10);

  const proteinByWeight = PROTEIN_G_PER_KG[goal] * body.weightKg;
  const proteinCap = (energyKcal * PROTEIN_MAX_ENERGY_SHARE) / ATWATER_KCAL_PER_G.proteinG;
  const proteinG = Math.min(proteinByWeight, proteinCap);
  const fatG = (energyKcal * FAT_ENERGY_SHARE) / ATWATER_KCAL_PER_G.fatG;
  const carbsG =
    (energyKcal - proteinG * ATWATER_KCAL_PER_G.proteinG - fatG * ATWATER_KCAL_PER_G.fatG) / ATWATER_KCAL_PER_G.carbsG;

  return {
    bmrKcal: Math.round(bmrKcal),
    maintenanceKcal: Math.round(maintenanceKcal),
    energyKcal,
    proteinG: Math.round(proteinG),
    carbsG: Math.round(carbsG),
    fatG: Math.round(fatG),
    waterMl: roundTo(WATER_ML_PER_KG * body.weightKg, 50),
    floorApplied,
  };
}
