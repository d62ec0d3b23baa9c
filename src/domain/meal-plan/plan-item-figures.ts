import { nutrientsForGrams } from '../foods/nutrients';
import type { Food, Portion } from '../foods/types';
import type { PlanFigures } from './plan-types';

/**
 * Figures the catalog leaves blank for a plan food, from a second source: TACO did not analyse sodium in
 * olive oil; USDA SR Legacy 171413 ("Oil, olive, salad or cooking") gives 2 mg per 100 g.
 */
const FALLBACK_PER_100G: Record<string, Partial<PlanFigures>> = { 'taco-260': { sodiumMg: 2 } };

const KEYS = ['energyKcal', 'proteinG', 'carbsG', 'fatG', 'fiberG', 'sodiumMg'] as const;

/**
 * The figures of `grams` of a plan food. TACO "NA" (not applicable: fibre in meat, protein in oil) is 0;
 * any other unknown figure without a fallback makes the food unfit for a plan (null), since a plan must
 * prove its totals (plan-foods.test.ts checks every plan food has them).
 */
export function planItemFigures(food: Food, grams: number): PlanFigures | null {
  const nutrients = nutrientsForGrams(food.per100g, grams);
  const out = {} as PlanFigures;
  for (const key of KEYS) {
    const value = nutrients[key];
    if (value !== null) {
      out[key] = value;
      continue;
    }
    const fallback = FALLBACK_PER_100G[food.id]?.[key];
    if (fallback !== undefined) out[key] = (fallback * grams) / 100;
    else if (food.unknown[key] === 'NA') out[key] = 0;
    else return null;
  }
  return out;
}

/** Exact sums (the bounds are checked on these); `roundFigures` is for showing them. */
export function sumFigures(list: readonly PlanFigures[]): PlanFigures {
  const out: PlanFigures = { energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sodiumMg: 0 };
  for (const figures of list) for (const key of KEYS) out[key] += figures[key];
  return out;
}

export function roundFigures(figures: PlanFigures): PlanFigures {
  const out = { ...figures };
  for (const key of KEYS) out[key] = Math.round(out[key] * 10) / 10;
  return out;
}

/** Measures named by a masculine noun ("meio filé", "1 copo americano e meio"); the others are feminine. */
const MASCULINE = new Set(['file', 'bife', 'copo-americano', 'copo-medio', 'pote', 'pedaco', 'punhado']);

/** "4 colheres de sopa", "meia concha", "1 filé e meio" — a count of a household measure in pt-BR. */
export function householdText(quantity: number, portion: Pick<Portion, 'measureId' | 'label' | 'plural'>): string {
  const whole = Math.floor(quantity + 1e-9);
  const half = quantity - whole >= 0.49;
  const halfWord = MASCULINE.has(portion.measureId) ? 'meio' : 'meia';
  if (whole === 0) return `${halfWord} ${portion.label}`;
  const unit = whole === 1 ? portion.label : portion.plural;
  return half ? `${whole} ${unit} e ${halfWord}` : `${whole} ${unit}`;
}
