import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { toSearchKey } from '../foods/search-key';
import { seededRandom } from '../seeded-random';
import { chooseMeal, type ChoiceContext } from './choose-meals';
import { PLAN_FOODS } from './plan-foods';
import { allowedPlanFoods, type PlanPreferences } from './plan-preferences';
import { REGIONAL_FOODS, REGIONS, regionalFoodIds, type Region } from './regional-foods';

const catalog = loadCatalog();
const preferences = (region: Region | null, dislikes: string[] = []): PlanPreferences => ({
  restrictions: [],
  dislikes,
  budget: 'moderado',
  cookingTime: 'normal',
  region,
});
const context = (prefs: PlanPreferences): ChoiceContext => ({
  allowed: allowedPlanFoods(prefs, catalog),
  favourites: new Set(),
  regional: regionalFoodIds(prefs.region),
});

/** How many of 300 drawn lunches and café/lanche fruits hold a food of the region. */
function regionalDraws(prefs: PlanPreferences, region: Region): number {
  const ids = regionalFoodIds(region);
  let count = 0;
  for (let seed = 0; seed < 300; seed++) {
    const random = seededRandom(seed);
    for (const slot of ['almoco', 'lanche'] as const) {
      const meal = chooseMeal(slot, context(prefs), new Set(), random);
      if (meal.items.some((item) => ids.has(item.food.foodId))) count++;
    }
  }
  return count;
}

describe('culinária regional (Alimentos regionais brasileiros, Ministério da Saúde)', () => {
  it.each(REGIONAL_FOODS.map((food) => [`${food.region} ${food.entry} p. ${food.page}`, food] as const))(
    '%s: é um alimento do plano, com o nome da entrada do livro',
    (_label, food) => {
      expect(PLAN_FOODS.some((plan) => plan.foodId === food.foodId)).toBe(true);
      const name = toSearchKey(catalog.get(food.foodId).name);
      const entry = toSearchKey(food.entry === 'Castanha do Brasil' ? 'Castanha' : food.entry);
      expect(name).toContain(entry);
      expect(REGIONS).toContain(food.region);
    },
  );

  it('cada região oferecida tem alimentos; sem região, nenhum', () => {
    for (const region of REGIONS) expect(regionalFoodIds(region).size).toBeGreaterThan(0);
    expect(regionalFoodIds(null).size).toBe(0);
  });

  it('prefere os alimentos da região, sem mudar o que é permitido', () => {
    for (const region of REGIONS) {
      const withRegion = regionalDraws(preferences(region), region);
      const without = regionalDraws(preferences(null), region);
      expect(withRegion, region).toBeGreaterThan(without * 1.3);
      expect(context(preferences(region)).allowed).toEqual(context(preferences(null)).allowed);
    }
    // Never a food the person does not eat, even the region's own.
    const noCassava = context(preferences('nordeste', ['mandioca']));
    expect(noCassava.allowed.some((food) => food.foodId === 'taco-129')).toBe(false);
  });
});
