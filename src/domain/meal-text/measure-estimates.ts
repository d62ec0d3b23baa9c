import type { Food, FoodCatalog, Portion } from '../foods/types';

/**
 * When a food has no weight of its own for the measure a person wrote, two
 * answers, in this order:
 * - IBGE's weight for that very food: the POF 2008-2009 weighed the measure for
 *   the food this one maps to (its `pof` food code; same preparation first), and
 *   the catalog's IBGE foods carry those rows ("1 copo de arroz": TACO's rice
 *   has no copo, IBGE's rice row 6300101 does). That is the survey's figure,
 *   cited as such, not a guess.
 * - Else an estimate: the median weight of that measure among foods of the same
 *   TACO group (else among all foods) in the catalog's IBGE portions ("1 copo de
 *   água de coco" where the POF lists only "copo americano"); the item is then
 *   flagged for the person to confirm.
 */
export type MeasureWeight = { kind: 'survey'; portion: Portion } | { kind: 'estimate'; grams: number };
export type MeasureEstimate = (food: Food, measureId: string) => MeasureWeight | null;

export function createMeasureEstimate(catalog: FoodCatalog): MeasureEstimate {
  const samples = new Map<string, number[]>();
  const add = (key: string, grams: number) => samples.set(key, [...(samples.get(key) ?? []), grams]);
  const survey = new Map<string, Portion>();
  for (const food of catalog.foods) {
    for (const portion of food.portions) {
      if (portion.source.kind !== 'pof') continue;
      add(`${portion.measureId}|${food.category}`, portion.grams);
      add(portion.measureId, portion.grams);
      if (food.kind !== 'ibge' || !food.ibge) continue;
      const { foodCode, preparationCode } = food.ibge;
      const exact = `${foodCode}:${preparationCode}|${portion.measureId}`;
      if (!survey.has(exact)) survey.set(exact, portion);
      // Any preparation of the same food, the one IBGE lists first ("não se aplica", then raw, cooked…).
      if (!survey.has(`${foodCode}|${portion.measureId}`)) survey.set(`${foodCode}|${portion.measureId}`, portion);
    }
  }
  const medians = new Map<string, number>();
  for (const [key, values] of samples) medians.set(key, median(values));
  return (food, measureId) => {
    const code = food.ibge ? { food: food.ibge.foodCode, preparation: food.ibge.preparationCode } : null;
    const pof = code ?? (food.pof ? { food: food.pof.foodCode, preparation: food.pof.preparationCode } : null);
    const twin = pof
      ? (survey.get(`${pof.food}:${pof.preparation}|${measureId}`) ?? survey.get(`${pof.food}|${measureId}`))
      : undefined;
    if (twin) return { kind: 'survey', portion: { ...twin, isDefault: false } };
    const grams = medians.get(`${measureId}|${food.category}`) ?? medians.get(measureId);
    return grams === undefined ? null : { kind: 'estimate', grams };
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
