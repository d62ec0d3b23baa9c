import { labelDetailProblems, labelProblems } from '../my-foods/label-figures';
import { LABEL_NUTRIENTS, UNIT, type LabelNutrient } from './label-nutrients';
import type { LabelFigures } from './label-reading';

/**
 * A misread figure must never be shown as fact (issue 25, item 13: an outside test saw "19 g of sugars per 100 g"
 * above 12 g of carbohydrates, and "1596 g of fibre" in a 30 g portion, pre-filled without a warning). A column whose
 * figures break the label's own arithmetic has the figures that cannot be right taken out — left blank and named,
 * for the form to flag "valor impossível" — using the same rules "Meus alimentos" applies to a typed label
 * (src/domain/my-foods/label-figures.ts), so what is pre-filled can always be saved as it reads:
 *
 * - a part above its whole: sugars above the carbohydrates, added above total sugars, saturated + trans above
 *   the fat (the part is blanked: the whole was read on a line of its own);
 * - more grams of one figure than the food weighs (per 100 g, or per the portion's grams);
 * - protein, carbohydrates and fat weighing more than the food together, or an energy far from their
 *   4/4/9 kcal (Atwater): which figure was misread cannot be told, so all four are blanked.
 */
export function clearImpossibleFigures(
  figures: LabelFigures,
  amountGrams: number | null,
): { figures: LabelFigures; impossible: LabelNutrient[] } {
  const out: LabelFigures = { ...figures };
  const impossible = new Set<LabelNutrient>();
  const clear = (...keys: LabelNutrient[]) => {
    for (const key of keys) {
      if (out[key]) impossible.add(key);
      out[key] = null;
    }
  };
  const value = (key: LabelNutrient) => out[key]?.value ?? null;

  // Per 100 g (amountGrams 100) or per the portion: no figure in grams may weigh more than the food.
  if (amountGrams !== null && amountGrams > 0) {
    for (const key of GRAM_FIGURES) {
      const grams = value(key);
      if (grams !== null && grams > amountGrams) clear(key);
    }
    // Sodium in mg: pure salt is 39,300 mg of sodium per 100 g.
    const sodium = value('sodiumMg');
    if (sodium !== null && sodium > (SODIUM_MAX_MG_PER_100G * amountGrams) / 100) clear('sodiumMg');
  }

  const parts = {
    sugarsTotalG: value('sugarsTotalG'),
    sugarsAddedG: value('sugarsAddedG'),
    saturatedFatG: value('saturatedFatG'),
    transFatG: value('transFatG'),
  };
  for (const problem of labelDetailProblems({ ...parts, carbsG: value('carbsG'), fatG: value('fatG') }, parts)) {
    if (problem.kind === 'sugars-over-carbs') clear('sugarsTotalG', 'sugarsAddedG');
    else if (problem.kind === 'added-over-total-sugars') clear('sugarsAddedG');
    else if (problem.kind === 'fats-over-total-fat') clear('saturatedFatG', 'transFatG');
  }

  // The energy and the macros are compared per 100 g of the food.
  if (amountGrams !== null && amountGrams > 0) {
    const per100 = (key: LabelNutrient) => {
      const v = value(key);
      return v === null ? null : (v * 100) / amountGrams;
    };
    const problems = labelProblems({
      energyKcal: per100('energyKcal'),
      proteinG: per100('proteinG'),
      carbsG: per100('carbsG'),
      fatG: per100('fatG'),
      fiberG: null,
      sodiumMg: null,
    });
    if (problems.some((p) => p.kind === 'energy-mismatch' || p.kind === 'macros-over-100g')) {
      clear('energyKcal', 'proteinG', 'carbsG', 'fatG');
    } else if (problems.some((p) => p.kind === 'too-much-energy')) {
      clear('energyKcal');
    }
  }
  return { figures: out, impossible: [...impossible] };
}

/** The figures printed in grams: each weighs at most what the food weighs. */
const GRAM_FIGURES = LABEL_NUTRIENTS.filter((key) => UNIT[key] === 'g');
/** Sodium in 100 g of pure salt (NaCl): 22.99 / 58.44 of its mass, 39,300 mg. */
const SODIUM_MAX_MG_PER_100G = 39_300;
