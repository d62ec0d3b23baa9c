import { describe, expect, it } from 'vitest';
import { computeRecipeFigures } from '../../src/domain/foods/recipe-nutrients';
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
        ingredients.map((i) => ({ ...catalog.get(i.foodId), grams: i.grams })),
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

  it('um ingrediente sem valor torna o valor da receita desconhecido, nunca 0', () => {
    const pf = catalog.get('recipe-prato-feito');
    expect(catalog.get('taco-346').per100g.fiberG).toBeNull(); // TACO "NA" para fibra da carne
    expect(pf.per100g.fiberG).toBeNull();
    expect(pf.unknown.fiberG).toBe('ingredient');
    expect(pf.defaultPortion).toMatchObject({ label: 'prato', grams: 380 });
    expect(pf.recipe?.yieldGrams).toBe(380); // igual ao "prato montado" da POF (8570101)
  });

  it('toda receita cita de onde vêm as proporções', () => {
    for (const r of recipes) expect(r.recipe?.proportionSource.length ?? 0, r.id).toBeGreaterThan(40);
  });
});
