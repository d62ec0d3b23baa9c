import { withoutSourceTag } from '../foods/food-index';
import { toSearchKey } from '../foods/search-key';
import type { Food, FoodCatalog, Portion } from '../foods/types';

/**
 * When a food has no weight of its own for the measure a person wrote, two
 * answers, in this order:
 * - IBGE's weight for that very food: the POF 2008-2009 weighed the measure for
 *   the food this one maps to (its `pof` food code, the POF food its own portions
 *   cite, or its "(IBGE)" twin: `pofCodeOf`; same preparation first), and
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
  const twinsByName = namedTwins(catalog.foods);
  return (food, measureId) => {
    const pof = pofCodeOf(food, twinsByName);
    const twin = pof
      ? (survey.get(`${pof.food}:${pof.preparation}|${measureId}`) ?? survey.get(`${pof.food}|${measureId}`))
      : undefined;
    if (twin) return { kind: 'survey', portion: { ...twin, isDefault: false } };
    const grams = medians.get(`${measureId}|${food.category}`) ?? medians.get(measureId);
    return grams === undefined ? null : { kind: 'estimate', grams };
  };
}

type PofCode = { food: number; preparation: number };

/**
 * The POF food a catalog food is: its own IBGE code, the `pof` food it maps to, the POF food its own portions cite
 * (USDA's granola weighs its colher de sopa as IBGE's granola, 6504101), else the IBGE row that yielded this food's
 * name or synonym and took the "(IBGE)" tag (decision 0039: "Grão de bico (IBGE)" beside TACO's grão-de-bico): one
 * food measured by two tables, so the survey's weight for its measures is this food's too (decision 0054).
 */
function pofCodeOf(food: Food, twinsByName: ReadonlyMap<string, PofCode>): PofCode | null {
  if (food.ibge) return { food: food.ibge.foodCode, preparation: food.ibge.preparationCode };
  if (food.pof) return { food: food.pof.foodCode, preparation: food.pof.preparationCode };
  for (const portion of food.portions) {
    if (portion.source.kind === 'pof')
      return { food: portion.source.pofFoodCode, preparation: portion.source.pofPreparationCode };
  }
  for (const key of food.searchKeys) {
    const twin = twinsByName.get(key);
    if (twin) return twin;
  }
  return null;
}

/** IBGE rows named "<name> (IBGE)" because an earlier source owns "<name>", by that name's search key. */
function namedTwins(foods: readonly Food[]): Map<string, PofCode> {
  const twins = new Map<string, PofCode>();
  for (const food of foods) {
    if (food.kind !== 'ibge' || !food.ibge) continue;
    const untagged = withoutSourceTag(food.name);
    if (untagged === food.name) continue;
    const key = toSearchKey(untagged);
    if (!twins.has(key)) twins.set(key, { food: food.ibge.foodCode, preparation: food.ibge.preparationCode });
  }
  return twins;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}
