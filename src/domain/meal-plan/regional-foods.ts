import type { FoodId } from '../foods/types';

/**
 * Regional cuisine as a preference (issue #27, decision 0068): the plan draws the foods of the person's region
 * more often, never at the cost of a bound or a restriction. Only regions with at least one catalog food
 * verified in the source are offered; Sudeste and Sul are not (no entry of the source could be verified for a
 * food the plan uses).
 */
export const REGIONS = ['norte', 'nordeste', 'centro_oeste'] as const;
export type Region = (typeof REGIONS)[number];

export const REGIONAL_SOURCE =
  'BRASIL. Ministério da Saúde. Alimentos regionais brasileiros. 1. ed. Brasília: Ministério da Saúde, 2002. 140 p. ' +
  '(Série F. Comunicação e Educação em Saúde, n. 21). ISBN 85-334-0492-1.';

export interface RegionalFood {
  foodId: FoodId;
  region: Region;
  /** The book's entry, its section and page (index of the 1st edition, 2002). */
  entry: string;
  section: 'Frutas' | 'Tubérculos';
  page: number;
}

/**
 * Each line is an entry of the book's index under the region, with its page; a plan food that is not an entry
 * there is not listed. The book lists Caju twice, under Nordeste and Centro-Oeste.
 */
export const REGIONAL_FOODS: readonly RegionalFood[] = [
  { foodId: 'taco-589', region: 'norte', entry: 'Castanha do Brasil', section: 'Frutas', page: 21 },
  { foodId: 'taco-231', region: 'norte', entry: 'Manga', section: 'Frutas', page: 27 },
  { foodId: 'taco-186', region: 'nordeste', entry: 'Caju', section: 'Frutas', page: 53 },
  { foodId: 'taco-88', region: 'nordeste', entry: 'Batata-doce', section: 'Tubérculos', page: 72 },
  { foodId: 'taco-102', region: 'nordeste', entry: 'Cará', section: 'Tubérculos', page: 73 },
  { foodId: 'taco-129', region: 'nordeste', entry: 'Mandioca', section: 'Tubérculos', page: 74 },
  { foodId: 'taco-186', region: 'centro_oeste', entry: 'Caju', section: 'Frutas', page: 86 },
  { foodId: 'taco-203', region: 'centro_oeste', entry: 'Jabuticaba', section: 'Frutas', page: 90 },
];

/** The foods of a region (none without one). */
export function regionalFoodIds(region: Region | null): ReadonlySet<FoodId> {
  return new Set(REGIONAL_FOODS.filter((food) => food.region === region).map((food) => food.foodId));
}
