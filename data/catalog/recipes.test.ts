import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '../../src/domain/foods/nutrients';
import { computeRecipeFigures } from '../../src/domain/foods/recipe-nutrients';
import { toSearchKey } from '../../src/domain/foods/search-key';
import { loadCatalog } from './index';
import recipesJson from './recipes.json' with { type: 'json' };

const catalog = loadCatalog();
const recipes = catalog.foods.filter((f) => f.kind === 'recipe');

describe('receitas compostas', () => {
  it('tem as preparações do dia a dia pedidas', () => {
    const ids = recipes.map((r) => r.id);
    for (const id of [
      'arroz-e-feijao',
      'prato-feito',
      'cafe-com-leite',
      'pao-com-manteiga',
      'salada-de-alface-e-tomate',
      'vitamina-de-banana',
    ]) {
      expect(ids).toContain(`recipe-${id}`);
    }
  });

  it('as figuras guardadas em recipes.json são as calculadas dos ingredientes', () => {
    for (const stored of recipesJson.recipes) {
      const food = catalog.get(stored.id);
      const ingredients = food.recipe?.ingredients ?? [];
      const cooked = 'cookedYield' in stored ? (stored.cookedYield as { grams: number }).grams : null;
      const computed = computeRecipeFigures(
        ingredients.map((i) => {
          const food = catalog.get(i.foodId);
          const notApplicable = NUTRIENT_KEYS.filter((key) => food.unknown[key] === 'NA');
          return { ...food, notApplicable, grams: i.grams };
        }),
        cooked,
      );
      expect(food.per100g, stored.id).toEqual(computed.per100g);
      expect(stored.per100g, `${stored.id}: rode scripts/catalog/compute-recipe-figures.ts`).toEqual(computed.per100g);
      expect(stored.traces).toEqual(computed.traces);
      expect(stored.unknown).toEqual(computed.unknown);
    }
  });

  it('arroz com feijão confere à mão com a TACO e a POF', () => {
    // 2 colheres de servir de arroz (2 × 45 g, 128 kcal/100 g) + 1 concha de feijão (140 g, 76 kcal/100 g)
    const food = catalog.get('recipe-arroz-e-feijao');
    expect(food.recipe?.yieldGrams).toBe(230);
    expect(food.per100g.energyKcal).toBeCloseTo((90 * 128 + 140 * 76) / 230, 2);
    expect(food.defaultPortion.grams).toBe(230);
  });

  it('um ingrediente sem valor torna o valor da receita desconhecido, nunca 0; o "NA" da TACO não é lacuna', () => {
    const pf = catalog.get('recipe-prato-feito');
    expect(catalog.get('taco-346').unknown.fiberG).toBe('NA'); // TACO: fibra "não aplicável" na carne
    expect(pf.per100g.fiberG).not.toBeNull(); // a carne não tem fibra: o arroz, o feijão e a salada têm
    const xBurguer = catalog.get('recipe-x-burguer');
    expect(xBurguer.per100g.fiberG).toBeNull();
    expect(xBurguer.unknown.fiberG).toBe('ingredient');
    expect(pf.defaultPortion).toMatchObject({ label: 'prato', grams: 380 });
    expect(pf.recipe?.yieldGrams).toBe(380); // igual ao "prato montado" da POF (8570101)
  });

  it('tem os pratos brasileiros que a TACO não traz, com porção típica citada', () => {
    for (const id of [
      'brigadeiro',
      'tapioca-com-queijo-coalho',
      'pizza-de-mucarela',
      'acai-com-granola',
      'cuscuz-com-manteiga',
      'bolo-simples',
      'pudim-de-leite',
      'escondidinho-de-carne-seca',
      'galinhada',
      'moqueca-de-peixe',
      'bobo-de-camarao',
      'lasanha-a-bolonhesa',
      'x-salada',
      'frango-a-parmegiana',
    ]) {
      const food = catalog.get(`recipe-${id}`);
      expect(food.typicalPortion.sourceIds.length, id).toBeGreaterThan(0);
    }
    // Already in TACO as prepared dishes: never duplicated as recipes.
    for (const name of ['acarajé', 'baião de dois', 'vaca atolada', 'arroz carreteiro', 'tacacá', 'pastel de feira']) {
      expect(catalog.foods.find((f) => f.searchKeys.includes(toSearchKey(name)))?.kind, name).toBe('taco');
    }
  });

  it('brigadeiro confere à mão: 1 lata de leite condensado, manteiga e achocolatado, apurados', () => {
    // 395 g × 313 + 15 g × 726 + 48 g × 401 (kcal/100 g, TACO), sobre os 390 g que saem da panela
    const food = catalog.get('recipe-brigadeiro');
    expect(food.recipe).toMatchObject({ ingredientGrams: 458, yieldGrams: 390 });
    expect(food.per100g.energyKcal).toBeCloseTo((395 * 313 + 15 * 726 + 48 * 401) / 390, 1);
    expect(food.defaultPortion).toMatchObject({ measureId: 'unidade', grams: 15 }); // POF 6903601
  });

  it('rendimento cozido só perde água e sempre diz por quê', () => {
    for (const r of recipes) {
      const recipe = r.recipe;
      if (!recipe) continue;
      expect(recipe.yieldGrams, r.id).toBeLessThanOrEqual(recipe.ingredientGrams);
      if (recipe.yieldGrams < recipe.ingredientGrams) expect(recipe.cookedYieldBasis ?? '', r.id).toMatch(/água/);
    }
  });

  it('onde a TACO não tem o ingrediente, a nota da receita diz qual foi usado no lugar', () => {
    expect(catalog.get('recipe-tapioca-com-queijo-coalho').note).toMatch(/não tem queijo coalho.*minas meia cura/);
    for (const id of ['pizza-de-mucarela', 'pizza-de-calabresa', 'pizza-portuguesa'])
      expect(catalog.get(`recipe-${id}`).note, id).toMatch(/não tem massa de pizza/);
    for (const id of ['x-burguer', 'x-salada'])
      expect(catalog.get(`recipe-${id}`).note, id).toMatch(/não tem pão de hambúrguer/);
    expect(catalog.get('recipe-acai-com-granola').note).toMatch(/não tem granola/);
  });

  it('toda receita cita de onde vêm as proporções', () => {
    for (const r of recipes) expect(r.recipe?.proportionSource.length ?? 0, r.id).toBeGreaterThan(40);
  });
});
