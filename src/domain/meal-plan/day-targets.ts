import { MIN_FIBER_G, SODIUM_LIMIT_MG } from '../nutrition/daily-limits';
import type { Sex } from '../goals/energy';
import { planEnergyFloorKcal } from './safety';

/** The person's daily targets as the dashboard shows them (goals/targets.ts or typed in Settings). */
export interface PlanTargets {
  energyKcal: number;
  proteinG: number;
  carbsG: number;
  fatG: number;
}

/** Inclusive bounds a day of the plan must fall within. */
export interface DayBounds {
  energyKcal: { min: number; max: number };
  proteinG: { min: number };
  carbsG: { min: number; max: number };
  fatG: { min: number; max: number };
  fiberG: { min: number };
  sodiumMg: { max: number };
}

/** ±5 % of the energy target (issue #27): closer than a household measure can be trusted to weigh. */
export const ENERGY_TOLERANCE = 0.05;
/**
 * Carbohydrates and fat: ±15 % of the person's own gram targets. Their targets put fat at 30 % of energy
 * and carbohydrates at the rest (goals/targets.ts); ±15 % keeps fat at about 25–35 % of energy, inside
 * the IOM 2005 Acceptable Macronutrient Distribution Range (20–35 %), and leaves room for protein above
 * its target.
 */
export const MACRO_TOLERANCE = 0.15;

/**
 * The bounds of every day for these targets. The energy floor wins over a lower target: no plan goes under
 * 1,200 kcal (women) or 1,500 kcal (men).
 */
export function dayBounds(targets: PlanTargets, sex: Sex): DayBounds {
  const floor = planEnergyFloorKcal(sex);
  const energy = Math.max(targets.energyKcal, floor);
  return {
    energyKcal: { min: Math.max(floor, energy * (1 - ENERGY_TOLERANCE)), max: energy * (1 + ENERGY_TOLERANCE) },
    proteinG: { min: targets.proteinG },
    carbsG: { min: targets.carbsG * (1 - MACRO_TOLERANCE), max: targets.carbsG * (1 + MACRO_TOLERANCE) },
    fatG: { min: targets.fatG * (1 - MACRO_TOLERANCE), max: targets.fatG * (1 + MACRO_TOLERANCE) },
    fiberG: { min: MIN_FIBER_G },
    sodiumMg: { max: SODIUM_LIMIT_MG },
  };
}
