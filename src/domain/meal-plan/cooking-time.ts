import { toSearchKey } from '../foods/search-key';
import type { Food, FoodCatalog } from '../foods/types';

/** How much time the person has to cook (issue #27): "rápido" leaves out the slow preparations. */
export const COOKING_TIMES = ['rapido', 'normal'] as const;
export type CookingTime = (typeof COOKING_TIMES)[number];

/**
 * How a food is prepared, as its source describes it: TACO's description ("Feijão, carioca, cozido"), USDA's
 * ("Fish, tilapia, grilled"), or else the IBGE POF 2008-2009 preparation its portions were mapped to (codes of
 * the POF composition table: 1 cru, 2 cozido, 3 grelhado, 4 assado, 5 frito, 6 empanado, 7 refogado,
 * 13 ensopado, 99 não se aplica). "nao_se_aplica" is a food eaten as bought (milk, bread, cheese, nuts).
 */
export type Preparation =
  'cru' | 'cozido' | 'grelhado' | 'assado' | 'frito' | 'refogado' | 'ensopado' | 'nao_se_aplica';

const POF_PREPARATION: Record<number, Preparation> = {
  1: 'cru',
  2: 'cozido',
  3: 'grelhado',
  4: 'assado',
  5: 'frito',
  6: 'frito',
  7: 'refogado',
  13: 'ensopado',
};

/** The words of a description that name its preparation, Portuguese (TACO) and English (USDA). */
const PREPARATION_WORDS: [RegExp, Preparation][] = [
  [/\b(assad[oa]s?|roasted|baked)\b/, 'assado'],
  [/\b(ensopad[oa]s?|stewed|stew)\b/, 'ensopado'],
  [/\b(grelhad[oa]s?|grilled|broiled)\b/, 'grelhado'],
  [/\b(refogad[oa]s?|sauteed)\b/, 'refogado'],
  [/\b(frit[oa]s?|fried)\b/, 'frito'],
  [/\b(cozid[oa]s?|boiled|cooked)\b/, 'cozido'],
  [/\b(crus?|cruas?|raw)\b/, 'cru'],
];

/** The food's own preparation: the source's description first, the POF mapping when it says none. */
export function preparationOf(food: Food): Preparation {
  const description = toSearchKey(food.tacoName ?? food.usda?.description ?? food.name);
  for (const [pattern, preparation] of PREPARATION_WORDS) if (pattern.test(description)) return preparation;
  return POF_PREPARATION[food.pof?.preparationCode ?? 99] ?? 'nao_se_aplica';
}

/**
 * Dry pulses that are soaked for hours before they are cooked: beans, chickpeas, whole soybeans. Lentils are
 * not among them: "unlike most other pulses, they do not need soaking" (ckbk, "Cooking lentils",
 * https://app.ckbk.com/section/thel32119f01s001ss003/cooking-lentils; decision 0068).
 */
const SOAKED_PULSE = /\b(feijao|grao de bico|chickpeas?|garbanzo|soja|soybeans?|ervilha seca|fava)\b/;
const PULSE_CATEGORY = 'leguminosas_e_derivados';

export type CookingEffort = 'rapido' | 'demorado';

/**
 * How long a food takes to make at home (decision 0068). "demorado": the oven (assados), a long simmer
 * (ensopados) or dry pulses cooked from dry, which are soaked the day before. "rapido": everything else — eaten
 * raw or as bought, or made on the stove in one go (grelhado, refogado, frito, cozido of rice, pasta, roots,
 * vegetables, eggs, lentils). A recipe is as slow as its slowest ingredient.
 */
export function cookingEffort(food: Food, catalog: Pick<FoodCatalog, 'byId'>, depth = 0): CookingEffort {
  const preparation = preparationOf(food);
  if (preparation === 'assado' || preparation === 'ensopado') return 'demorado';
  const key = toSearchKey(`${food.tacoName ?? ''} ${food.usda?.description ?? ''} ${food.name}`);
  if (preparation === 'cozido' && food.category === PULSE_CATEGORY && SOAKED_PULSE.test(key)) return 'demorado';
  if (food.recipe && depth < 4) {
    for (const ingredient of food.recipe.ingredients) {
      const inner = catalog.byId(ingredient.foodId);
      if (inner && cookingEffort(inner, catalog, depth + 1) === 'demorado') return 'demorado';
    }
  }
  return 'rapido';
}

/** Whether a food may be in a plan made for this much cooking time. */
export function fitsCookingTime(food: Food, time: CookingTime, catalog: Pick<FoodCatalog, 'byId'>): boolean {
  return time === 'normal' || cookingEffort(food, catalog) !== 'demorado';
}
