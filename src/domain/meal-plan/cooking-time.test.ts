import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import type { Food } from '../foods/types';
import { cookingEffort, fitsCookingTime, preparationOf } from './cooking-time';
import { PLAN_FOODS } from './plan-foods';

const catalog = loadCatalog();

/** By hand, from each food's TACO or USDA description (decision 0068). */
const SLOW: Record<string, string> = {
  'taco-396': 'assado', // Frango, coxa, com pele, assada
  'taco-301': 'assado', // Merluza, filé, assado
  'taco-318': 'assado', // Sardinha, assada
  'taco-561': 'cozido', // Feijão, carioca, cozido
  'taco-567': 'cozido', // Feijão, preto, cozido
  'usda-sr-173757': 'cozido', // Chickpeas …, mature seeds, cooked, boiled
  'usda-fndds-41107010': 'cozido', // Soybeans, cooked
};

describe('tempo para cozinhar', () => {
  it('lê o preparo na descrição da fonte (TACO, USDA) e, sem ela, no preparo da POF', () => {
    expect(preparationOf(catalog.get('taco-3'))).toBe('cozido'); // Arroz, tipo 1, cozido
    expect(preparationOf(catalog.get('taco-410'))).toBe('grelhado'); // Frango, peito, sem pele, grelhado
    expect(preparationOf(catalog.get('taco-116'))).toBe('refogado'); // Couve, manteiga, refogada
    expect(preparationOf(catalog.get('taco-182'))).toBe('cru'); // Banana, prata, crua
    expect(preparationOf(catalog.get('usda-fndds-26158013'))).toBe('grelhado'); // Fish, tilapia, grilled
    expect(preparationOf(catalog.get('taco-458'))).toBe('nao_se_aplica'); // Leite, de vaca, integral (POF 99)
    const pofOnly: Food = { ...catalog.get('taco-458'), tacoName: 'Alimento sem preparo no nome', usda: null };
    expect(preparationOf({ ...pofOnly, pof: { foodCode: 1, preparationCode: 4, description: 'X' } })).toBe('assado');
    expect(preparationOf({ ...pofOnly, pof: { foodCode: 1, preparationCode: 13, description: 'X' } })).toBe('ensopado');
  });

  it.each([...new Set(PLAN_FOODS.map((food) => food.foodId))])(
    '%s: demorado só se assado ou leguminosa de molho',
    (id) => {
      const food = catalog.get(id);
      expect(cookingEffort(food, catalog)).toBe(id in SLOW ? 'demorado' : 'rapido');
      if (id in SLOW) expect(preparationOf(food)).toBe(SLOW[id]);
      expect(fitsCookingTime(food, 'normal', catalog)).toBe(true);
      expect(fitsCookingTime(food, 'rapido', catalog)).toBe(!(id in SLOW));
    },
  );

  it('lentilha não vai de molho: é rápida; uma receita é tão lenta quanto o seu ingrediente mais lento', () => {
    expect(cookingEffort(catalog.get('taco-577'), catalog)).toBe('rapido');
    const withBeans = catalog.foods.find((food) =>
      food.recipe?.ingredients.some((ingredient) => ingredient.foodId === 'taco-561'),
    );
    expect(withBeans, 'uma receita com feijão carioca cozido').toBeDefined();
    expect(cookingEffort(withBeans as Food, catalog)).toBe('demorado');
  });
});
