import { macroEnergyKcal, type MacroGrams } from '../nutrition/atwater';

export { macroEnergyKcal, type MacroGrams };

/**
 * How far the energy of typed macro targets (4/4/9 kcal per gram, EU
 * Regulation 1169/2011, Annex XIV) may differ from the typed energy target:
 * 10% of the energy target. Rounding each macro to whole grams moves the sum
 * by a few kcal, and people round their plans; beyond 10% the targets
 * contradict each other (1.100 kcal with macros adding to 1.974 kcal).
 */
export const MACRO_ENERGY_TOLERANCE = 0.1;

export function macrosMatchEnergy(energyKcal: number, macros: MacroGrams): boolean {
  return Math.abs(macroEnergyKcal(macros) - energyKcal) <= energyKcal * MACRO_ENERGY_TOLERANCE;
}
