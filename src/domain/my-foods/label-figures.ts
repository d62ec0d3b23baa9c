import { CORE_NUTRIENT_KEYS, roundFigure, type CoreNutrients } from '../foods/nutrients';

/**
 * A person's own food is typed from its nutrition label ("tabela nutricional"),
 * which Brazilian labels give per portion and per 100 g (ANVISA RDC 429/2020 and
 * IN 75/2020). We store per 100 g, like the catalog; a per-portion entry is
 * converted with the portion's grams. Missing is not zero: a figure left blank
 * stays null (unknown).
 */
export type LabelBasis = 'per100g' | 'perPortion';

export function per100gFromLabel(basis: LabelBasis, figures: CoreNutrients, portionGrams: number): CoreNutrients {
  if (basis === 'per100g') return { ...figures };
  const out = {} as CoreNutrients;
  for (const key of CORE_NUTRIENT_KEYS) {
    const value = figures[key];
    out[key] = value === null ? null : roundFigure((value * 100) / portionGrams);
  }
  return out;
}

/** Atwater general factors, 4/4/9 kcal per g (protein, carbohydrate, fat): EU Regulation 1169/2011, annex XIV; ANVISA IN 75/2020, annex XXIII. */
export const KCAL_PER_G = { proteinG: 4, carbsG: 4, fatG: 9 } as const;
/** Most energy a food can have per 100 g: pure fat is 900 kcal. */
export const MAX_KCAL_PER_100G = 900;
/** Labels round each figure (IN 75/2020 annex IV) and fibre or polyols count less than 4 kcal/g: allow this much. */
const ENERGY_TOLERANCE_SHARE = 0.25;
const ENERGY_TOLERANCE_KCAL = 20;
/** Rounding of each macro on a label may push their sum a little over 100 g. */
const MACRO_SUM_SLACK_G = 2;

export type LabelProblem =
  | { kind: 'too-much-energy'; kcal: number }
  | { kind: 'macros-over-100g'; grams: number }
  | { kind: 'energy-mismatch'; declared: number; fromMacros: number };

/**
 * What cannot be true of per-100 g figures: more than 900 kcal, protein +
 * carbohydrate + fat over 100 g, or an energy far from what those macros give
 * at 4/4/9 kcal per g (a slip such as kJ typed as kcal, or a misplaced comma).
 * Only checked when the figures are known.
 */
export function labelProblems(per100g: CoreNutrients): LabelProblem[] {
  const problems: LabelProblem[] = [];
  const { energyKcal, proteinG, carbsG, fatG } = per100g;
  if (energyKcal !== null && energyKcal > MAX_KCAL_PER_100G) {
    problems.push({ kind: 'too-much-energy', kcal: roundFigure(energyKcal) });
  }
  const macros = [proteinG, carbsG, fatG];
  const macroSum = macros.reduce<number>((sum, value) => sum + (value ?? 0), 0);
  if (macroSum > 100 + MACRO_SUM_SLACK_G) problems.push({ kind: 'macros-over-100g', grams: roundFigure(macroSum) });
  if (energyKcal !== null && proteinG !== null && carbsG !== null && fatG !== null) {
    const fromMacros = proteinG * KCAL_PER_G.proteinG + carbsG * KCAL_PER_G.carbsG + fatG * KCAL_PER_G.fatG;
    const allowed = ENERGY_TOLERANCE_SHARE * Math.max(energyKcal, fromMacros) + ENERGY_TOLERANCE_KCAL;
    if (Math.abs(energyKcal - fromMacros) > allowed) {
      problems.push({ kind: 'energy-mismatch', declared: roundFigure(energyKcal), fromMacros: Math.round(fromMacros) });
    }
  }
  return problems;
}
