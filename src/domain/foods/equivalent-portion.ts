import { coreNutrients, nutrientsForGrams, type CoreNutrients } from './nutrients';
import type { Food, Portion } from './types';

/**
 * Household amounts of a food for a weight, and the weight of a food with the
 * energy of another portion: the arithmetic of the Brazilian "listas de
 * substituição" (equivalentes). Philippi et al. (1999, Pirâmide Alimentar
 * Adaptada, Rev. Nutr. 12(1):65-80) group foods so that one portion of any
 * food of a group gives about the same energy as another of the same group
 * (e.g. the cereals/tubers group at ~150 kcal a portion): the equivalent of A
 * in B is the weight of B with A's energy, told in B's household measures
 * (IBGE POF 2008-2009). Pure.
 */

/** Measures that are no way of serving a food at home ("porção" is POF's label of a reference weight). */
const NOT_HOUSEHOLD = new Set([
  'porcao',
  'porcao-100g',
  'receita',
  'prato-raso',
  'prato-fundo',
  'prato-de-sobremesa',
  'metade',
]);
/** Counts people say: halves only up to 3 ("meia unidade", "2 e meia colheres"), then whole numbers. */
const COUNTS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 10, 12];
/** A count this far off the asked weight no longer stands for it: the weight is told in grams only. */
export const MAX_MEASURE_GAP = 0.2;
/** Ties go to the food's own default measure, then to whole numbers (a reading aid, not a figure). */
const OTHER_MEASURE_PENALTY = 0.08;
const HALF_PENALTY = 0.02;

export interface HouseholdAmount {
  quantity: number;
  portion: Portion;
  /** quantity × the portion's grams: the weight the measure really gives. */
  grams: number;
}

const household = (food: Food) => food.portions.filter((p) => !NOT_HOUSEHOLD.has(p.measureId) && p.grams > 0);

/**
 * The household amount nearest to `grams` ("3 fatias (210 g)" for 208 g of batata-doce), or null when no
 * measure of the food comes within MAX_MEASURE_GAP. `atMost` keeps only amounts not above `grams` (a smaller
 * portion that must fit what is left of the day).
 */
export function householdAmount(
  food: Food,
  grams: number,
  options: { atMost?: boolean; maxGap?: number } = {},
): HouseholdAmount | null {
  if (!(grams > 0)) return null;
  const maxGap = options.maxGap ?? MAX_MEASURE_GAP;
  let best: { amount: HouseholdAmount; cost: number } | null = null;
  for (const portion of household(food)) {
    for (const quantity of COUNTS) {
      const amountGrams = Math.round(quantity * portion.grams * 10) / 10;
      if (options.atMost && amountGrams > grams) continue;
      const gap = Math.abs(amountGrams - grams) / grams;
      if (gap > maxGap) continue;
      const cost =
        gap +
        (portion.measureId === food.defaultPortion.measureId ? 0 : OTHER_MEASURE_PENALTY) +
        (Number.isInteger(quantity) ? 0 : HALF_PENALTY);
      if (!best || cost < best.cost || (cost === best.cost && quantity < best.amount.quantity)) {
        best = { amount: { quantity, portion, grams: amountGrams }, cost };
      }
    }
  }
  return best?.amount ?? null;
}

export interface Equivalent {
  /** Grams of the food with the target energy (the exact equivalent). */
  grams: number;
  /** The same in a household measure, with its own weight and figures; null when none comes close. */
  household: HouseholdAmount | null;
  /** Figures of `grams`: the same energy as the portion replaced. */
  nutrients: CoreNutrients;
}

/** Whole grams below 100 g read as weighed; above, the nearest 5 g (household weights are no finer). */
const roundGrams = (grams: number) => (grams < 100 ? Math.round(grams) : Math.round(grams / 5) * 5);

/**
 * The portion of `food` with `energyKcal` (a usual portion of the food it replaces). Null when the catalog
 * gives the food no energy figure, or none (water, coffee without sugar): no portion can match then.
 */
export function equivalentPortion(food: Food, energyKcal: number): Equivalent | null {
  const per100 = food.per100g.energyKcal;
  if (per100 === null || per100 <= 0 || !(energyKcal > 0)) return null;
  const grams = roundGrams((energyKcal / per100) * 100);
  const measured = householdAmount(food, grams);
  return {
    grams,
    household: measured,
    nutrients: coreNutrients(nutrientsForGrams(food.per100g, grams)),
  };
}
