import { macroEnergyKcal } from '../nutrition/atwater';
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
    const fromMacros = macroEnergyKcal({ proteinG, carbsG, fatG });
    const allowed = ENERGY_TOLERANCE_SHARE * Math.max(energyKcal, fromMacros) + ENERGY_TOLERANCE_KCAL;
    if (Math.abs(energyKcal - fromMacros) > allowed) {
      problems.push({ kind: 'energy-mismatch', declared: roundFigure(energyKcal), fromMacros: Math.round(fromMacros) });
    }
  }
  return problems;
}

/**
 * The rest of the label that "Meus alimentos" keeps (decision 0026, addendum 2026-11-26): total and added
 * sugars, saturated and trans fat, in g. Shown to the person; not part of meals' totals (the product tracks
 * energy, protein, carbohydrates, fat and fibre). Null = not on the label.
 */
export const LABEL_DETAIL_KEYS = ['sugarsTotalG', 'sugarsAddedG', 'saturatedFatG', 'transFatG'] as const;
export type LabelDetailKey = (typeof LABEL_DETAIL_KEYS)[number];
export type LabelDetails = Record<LabelDetailKey, number | null>;

export function detailsPer100gFromLabel(basis: LabelBasis, details: LabelDetails, portionGrams: number): LabelDetails {
  return scaleDetails(details, basis === 'per100g' ? 100 : portionGrams, 100);
}

/** The details of `grams` of a food from its per-100 g details (a portion's, for display). */
export function detailsForGrams(per100g: LabelDetails, grams: number): LabelDetails {
  return scaleDetails(per100g, 100, grams);
}

function scaleDetails(details: LabelDetails, fromGrams: number, toGrams: number): LabelDetails {
  const out = {} as LabelDetails;
  for (const key of LABEL_DETAIL_KEYS) {
    const value = details[key];
    out[key] = value === null ? null : fromGrams === toGrams ? value : roundFigure((value * toGrams) / fromGrams);
  }
  return out;
}

/**
 * Labels round each figure (IN 75/2020 annex IV: one decimal below 10 g, whole grams from 10 g), so a part
 * may print a little above its whole (e.g. fat 12,4 g printed "12", saturated 11,6 g printed "12" and trans
 * "0,4"): allow one rounding step of the whole, plus one for each part.
 */
function roundingSlack(whole: number, parts: number): number {
  return (whole >= 10 ? 0.5 : 0.05) + parts * 0.05;
}

export type LabelDetailProblem =
  | { kind: 'detail-over-100g'; key: LabelDetailKey; grams: number }
  | { kind: 'sugars-over-carbs'; sugars: number; carbs: number }
  | { kind: 'added-over-total-sugars'; added: number; total: number }
  | { kind: 'fats-over-total-fat'; parts: number; fat: number };

/**
 * What cannot be true of the details, as typed (both columns of a label share one basis, so parts and wholes
 * are compared before any conversion): a figure over 100 g per 100 g, sugars above the carbohydrates, added
 * sugars above the total sugars, saturated + trans fat above the total fat. Only checked when known.
 */
export function labelDetailProblems(
  typed: LabelDetails & { carbsG: number | null; fatG: number | null },
  per100g: LabelDetails,
): LabelDetailProblem[] {
  const problems: LabelDetailProblem[] = [];
  for (const key of LABEL_DETAIL_KEYS) {
    const value = per100g[key];
    if (value !== null && value > 100) problems.push({ kind: 'detail-over-100g', key, grams: roundFigure(value) });
  }
  const { sugarsTotalG, sugarsAddedG, saturatedFatG, transFatG, carbsG, fatG } = typed;
  if (carbsG !== null) {
    const sugars = sugarsTotalG ?? sugarsAddedG;
    if (sugars !== null && sugars > carbsG + roundingSlack(carbsG, 1)) {
      problems.push({ kind: 'sugars-over-carbs', sugars, carbs: carbsG });
    }
  }
  if (sugarsTotalG !== null && sugarsAddedG !== null && sugarsAddedG > sugarsTotalG + roundingSlack(sugarsTotalG, 1)) {
    problems.push({ kind: 'added-over-total-sugars', added: sugarsAddedG, total: sugarsTotalG });
  }
  if (fatG !== null && (saturatedFatG !== null || transFatG !== null)) {
    const parts = (saturatedFatG ?? 0) + (transFatG ?? 0);
    const count = (saturatedFatG === null ? 0 : 1) + (transFatG === null ? 0 : 1);
    if (parts > fatG + roundingSlack(fatG, count)) {
      problems.push({ kind: 'fats-over-total-fat', parts: roundFigure(parts), fat: fatG });
    }
  }
  return problems;
}
