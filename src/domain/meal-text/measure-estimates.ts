import type { Food, FoodCatalog } from '../foods/types';

/**
 * When a food has no IBGE weight for the measure a person wrote ("1 copo de
 * água de coco" where the POF lists only "copo americano"), the best estimate
 * is the median weight of that measure among foods of the same TACO group
 * (else among all foods) in the catalog's IBGE POF 2008-2009 portions. The
 * item is then flagged for the person to confirm.
 */
export type MeasureEstimate = (food: Food, measureId: string) => number | null;

export function createMeasureEstimate(catalog: FoodCatalog): MeasureEstimate {
  const samples = new Map<string, number[]>();
  const add = (key: string, grams: number) => samples.set(key, [...(samples.get(key) ?? []), grams]);
  for (const food of catalog.foods) {
    for (const portion of food.portions) {
      if (portion.source.kind !== 'pof') continue;
      add(`${portion.measureId}|${food.category}`, portion.grams);
      add(portion.measureId, portion.grams);
    }
  }
  const medians = new Map<string, number>();
  for (const [key, values] of samples) medians.set(key, median(values));
  return (food, measureId) => medians.get(`${measureId}|${food.category}`) ?? medians.get(measureId) ?? null;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
