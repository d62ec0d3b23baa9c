/**
 * Atwater's general factors, kcal per gram: 4 for protein and carbohydrate, 9 for fat (FAO, Food energy – methods
 * of analysis and conversion factors, 2003; the same factors as EU Regulation 1169/2011, Annex XIV, and ANVISA
 * IN 75/2020, Annex XXIII). The one place the product writes them: targets, the macro split of Statistics, the
 * label check, the chat's main macro and the meal plan all read these.
 */
export const ATWATER_KCAL_PER_G = { proteinG: 4, carbsG: 4, fatG: 9 } as const;

export type MacroKey = keyof typeof ATWATER_KCAL_PER_G;

export interface MacroGrams {
  proteinG: number;
  carbsG: number;
  fatG: number;
}

/** Energy of a macro amount at Atwater's general factors. */
export const macroKcal = (macro: MacroKey, grams: number): number => grams * ATWATER_KCAL_PER_G[macro];

/** Energy of protein, carbohydrate and fat together. */
export function macroEnergyKcal({ proteinG, carbsG, fatG }: MacroGrams): number {
  return macroKcal('proteinG', proteinG) + macroKcal('carbsG', carbsG) + macroKcal('fatG', fatG);
}
