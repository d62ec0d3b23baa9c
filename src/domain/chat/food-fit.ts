import { householdAmount } from '../foods/equivalent-portion';
import { portionLabel } from '../foods/household-measures';
import { coreNutrients, nutrientsForGrams } from '../foods/nutrients';
import type { Food } from '../foods/types';
import type { MealTextAnalysis } from '../meal-text/analyze-meal-text';
import type { MealTextItem } from '../meal-text/place-item';
import type { DayStats } from '../stats/stats-report';
import type { FoodTools } from './facts';

/**
 * "Posso comer X?" (issue #26 item 2): what X costs in its usual portion (or the amount said), against what is
 * left of today's energy target — the dashboard's own figures (DayStats) and the person's own targets.
 *
 * - fits: the whole portion is within what is left;
 * - smaller: it is not, but a smaller household amount of the same food is (at least a third of it);
 * - another_day: not even that; better another day, or shared;
 * - no_target: the person has no targets yet, so only the figures are given.
 */
export type FitVerdict = 'fits' | 'smaller' | 'another_day' | 'no_target';

/** Below a third of what was asked, a "smaller portion" is another snack: sharing it says it better. */
export const MIN_SMALLER_SHARE = 1 / 3;

export interface SmallerPortion {
  /** "1 fatia", "150 g". */
  label: string;
  grams: number;
  energyKcal: number;
}

export interface FoodFit {
  analysis: MealTextAnalysis;
  costKcal: number;
  /** Today's target and what was eaten, as the dashboard shows them. */
  targetKcal: number | null;
  eatenKcal: number;
  /** What is left of the target (0 once reached); null without a target. */
  leftKcal: number | null;
  verdict: FitVerdict;
  smaller: SmallerPortion | null;
}

/** Null when the catalog has none of the foods, or a food without an energy figure (never guessed). */
export function foodFit(foodText: string, day: DayStats, tools: FoodTools): FoodFit | null {
  const analysis = tools.analyzeText(foodText);
  const costKcal = analysis.totals.energyKcal;
  if (analysis.items.length === 0 || costKcal === null || analysis.incompleteNutrients.includes('energyKcal')) {
    return null;
  }
  const targetKcal = day.energyTargetKcal;
  const base = { analysis, costKcal, targetKcal, eatenKcal: day.energyKcal };
  if (targetKcal === null) return { ...base, leftKcal: null, verdict: 'no_target', smaller: null };
  const leftKcal = Math.max(0, targetKcal - day.energyKcal);
  if (costKcal <= leftKcal) return { ...base, leftKcal, verdict: 'fits', smaller: null };
  const [item] = analysis.items;
  const smaller =
    analysis.items.length === 1 && item ? smallerPortion(item, tools.catalog.get(item.foodId), leftKcal) : null;
  return { ...base, leftKcal, verdict: smaller ? 'smaller' : 'another_day', smaller };
}

/** The largest household amount (or whole 10 g) of the item's food within `leftKcal`, if it is still a portion. */
function smallerPortion(item: MealTextItem, food: Food, leftKcal: number): SmallerPortion | null {
  const per100 = food.per100g.energyKcal;
  if (per100 === null || per100 <= 0) return null;
  const maxGrams = (leftKcal / per100) * 100;
  const minGrams = item.grams * MIN_SMALLER_SHARE;
  if (maxGrams < minGrams) return null;
  const sameMeasure = food.portions.find((p) => p.measureId === item.measureId);
  let grams: number | null = null;
  let label = '';
  if (sameMeasure && item.unit !== 'g' && item.unit !== 'ml') {
    // "2 fatias" → "1 fatia": fewer of the measure the person (or the typical portion) used.
    const count = [...COUNTS_DOWN].find((q) => q < item.quantity && q * sameMeasure.grams <= maxGrams);
    if (count !== undefined) {
      grams = Math.round(count * sameMeasure.grams * 10) / 10;
      label = `${countLabel(count)} ${portionLabel(sameMeasure, count)}`;
    }
  }
  if (grams === null) {
    const other = householdAmount(food, Math.min(maxGrams, item.grams), { atMost: true, maxGap: 1 });
    if (other && other.grams < item.grams) {
      grams = other.grams;
      label = `${countLabel(other.quantity)} ${portionLabel(other.portion, other.quantity)}`;
    } else {
      grams = Math.floor(maxGrams / 10) * 10;
      label = `${grams} ${item.unit === 'ml' ? 'mL' : 'g'}`;
    }
  }
  if (grams < minGrams || grams <= 0) return null;
  const energyKcal = coreNutrients(nutrientsForGrams(food.per100g, grams)).energyKcal ?? 0;
  return { label, grams, energyKcal };
}

const COUNTS_DOWN = [12, 10, 8, 7, 6, 5, 4, 3, 2.5, 2, 1.5, 1, 0.5];

/** "½", "1,5", "2": how a count reads before a measure. */
export const countLabel = (quantity: number): string => (quantity === 0.5 ? '½' : String(quantity).replace('.', ','));
