import { toSearchKey } from './search-key';
import type { Food, Measure, Portion } from './types';

export type MeasureLookup = (text: string) => Measure | undefined;

/**
 * Resolves what a person writes ("colheres de sopa", "Colher de arroz",
 * "copo") to one household measure by its label, plural, aliases or id,
 * accent- and case-insensitively. Built once per catalog.
 */
export function createMeasureLookup(measures: readonly Measure[]): MeasureLookup {
  const byKey = new Map<string, Measure>();
  for (const measure of measures) {
    for (const name of [measure.id, measure.label, measure.plural, ...measure.aliases]) {
      const key = toSearchKey(name);
      const existing = byKey.get(key);
      if (existing && existing.id !== measure.id) {
        throw new Error(`measure name "${name}" is used by ${existing.id} and ${measure.id}`);
      }
      byKey.set(key, measure);
    }
  }
  return (text) => byKey.get(toSearchKey(text));
}

/** The food's portion for a measure id, if the catalog has one for it. */
export function findPortion(food: Food, measureId: string): Portion | undefined {
  return food.portions.find((portion) => portion.measureId === measureId);
}

/**
 * Grams for "quantity × measure" of a food; without a measure, the food's
 * default portion. Returns null when the food has no weight for that measure
 * (the caller reports it as unmatched instead of guessing).
 */
export function gramsForMeasure(food: Food, quantity: number, measureId?: string | null): number | null {
  if (!(quantity > 0) || !Number.isFinite(quantity)) return null;
  const portion = measureId ? findPortion(food, measureId) : food.defaultPortion;
  if (!portion) return null;
  return Math.round(portion.grams * quantity * 100) / 100;
}

/** Label in singular or plural as pt-BR uses it: 1 concha, 2 conchas, ½ concha. */
export function portionLabel(portion: Portion, quantity: number): string {
  return quantity > 1 ? portion.plural : portion.label;
}
