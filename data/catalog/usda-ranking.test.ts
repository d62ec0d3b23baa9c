import { describe, expect, it } from 'vitest';
import { buildFoodIndex } from '../../src/domain/foods/food-index';
import { rankFoods, searchFoods } from '../../src/domain/foods/food-search';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { acceptableMatch } from '../../src/domain/meal-text/read-segment';
import { loadCatalog } from './index';

/** TACO first wherever it has the food; USDA only for what TACO lacks (decision 0025). */
const catalog = loadCatalog();
const index = buildFoodIndex(catalog);
const analyze = createMealTextAnalyzer(catalog);
const firstItem = (text: string) => analyze(text).items[0];

describe('TACO primeiro, USDA para o que a TACO não tem', () => {
  // Source precedence (decision 0036): TACO and its recipes, then IBGE POF, then USDA.
  it('todo nome e sinônimo da TACO e das receitas continua indo para a TACO ou uma receita', () => {
    const lost: string[] = [];
    for (const food of catalog.foods.filter((f) => f.kind === 'taco' || f.kind === 'recipe')) {
      for (const key of food.searchKeys) {
        const match = acceptableMatch(rankFoods(index, key, 'analysis'), index, key);
        if (match?.food.kind === 'usda' || match?.food.kind === 'ibge')
          lost.push(`"${key}" (${food.id}) → ${match.food.id}`);
      }
    }
    expect(lost).toEqual([]);
  }, 60_000);

  it('todo nome e sinônimo do IBGE POF vai para o IBGE, a TACO ou uma receita, nunca para o USDA', () => {
    const lost: string[] = [];
    for (const food of catalog.foods.filter((f) => f.kind === 'ibge')) {
      for (const key of food.searchKeys) {
        const match = acceptableMatch(rankFoods(index, key, 'analysis'), index, key);
        if (match?.food.kind === 'usda') lost.push(`"${key}" (${food.id}) → ${match.food.id}`);
      }
    }
    expect(lost).toEqual([]);
  }, 60_000);

  it('a análise usa a TACO quando ela tem o alimento', () => {
    expect(firstItem('frango')).toMatchObject({ foodId: 'taco-410', foodSource: 'taco' });
    expect(firstItem('arroz e feijão')).toMatchObject({ foodSource: 'recipe' });
    expect(firstItem('salmão')?.foodSource).toBe('taco');
    // A USDA food ranks higher here ("Cereal matinal pronto"), but TACO's cereal explains the word as well.
    expect(firstItem('cereais')).toMatchObject({ foodId: 'taco-25', foodSource: 'taco' });
    expect(firstItem('1 copo de leite')).toMatchObject({ foodId: 'taco-458', foodSource: 'taco' });
  });

  it('e o USDA, rotulado, quando a TACO não tem o alimento ou o preparo', () => {
    expect(firstItem('filé de tilápia')).toMatchObject({ foodName: 'Tilápia grelhada', foodSource: 'usda' });
    expect(firstItem('frango frito')).toMatchObject({ foodName: 'Peito de frango frito empanado', foodSource: 'usda' });
    // Pizza is a recipe of TACO ingredients (decision 0022): the recipe, not USDA's cheese pizza.
    expect(firstItem('2 fatias de pizza')).toMatchObject({
      foodName: 'Pizza de muçarela',
      foodSource: 'recipe',
      grams: 200,
    });
    expect(firstItem('pizza de pepperoni')).toMatchObject({ foodName: 'Pizza de pepperoni', foodSource: 'usda' });
    expect(firstItem('1 scoop de whey')).toMatchObject({ foodName: 'Whey protein', foodSource: 'usda' });
    // A USDA food's own synonym, which no TACO food has, is that food (not TACO's dourado, in the diminutive).
    expect(firstItem('douradinho')).toMatchObject({ foodSource: 'usda' });
  });

  it('na busca, a TACO vem antes do USDA quando os dois casam com as mesmas palavras', () => {
    const iogurte = searchFoods(index, 'iogurte', 10).map((m) => m.food.kind);
    expect(iogurte[0]).toBe('taco');
    expect(iogurte.indexOf('usda')).toBeGreaterThan(iogurte.lastIndexOf('taco'));
    expect(searchFoods(index, 'iogurte grego', 3)[0]?.food.kind).toBe('usda');
  });
});
