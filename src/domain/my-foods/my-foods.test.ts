import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from '../foods/food-index';
import { searchFoods } from '../foods/food-search';
import { createMeasureLookup } from '../foods/household-measures';
import { analyzeMealText, createMealTextContext } from '../meal-text/analyze-meal-text';
import { buildMealItems } from '../meals/build-meal-items';
import { labelProblems, per100gFromLabel } from './label-figures';
import { ownFoodId, toOwnFood, type OwnFoodRecord } from './own-food';
import { recipeFromItems } from './recipe-from-items';
import { withOwnFoodsCatalog, withOwnFoodsIndex } from './with-own-foods';

const catalog = loadCatalog();
const index = buildFoodIndex(catalog);
const context = createMealTextContext(catalog, index);
const lookup = createMeasureLookup(catalog.measures);

function record(overrides: Partial<OwnFoodRecord> = {}): OwnFoodRecord {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'label',
    name: 'Granola da vó',
    brand: null,
    synonyms: [],
    per100g: { energyKcal: 420, proteinG: 10, carbsG: 64, fatG: 14, fiberG: 7, sodiumMg: null },
    portionLabel: 'xícara de chá',
    portionGrams: 40,
    ...overrides,
  };
}

function personal(records: OwnFoodRecord[]) {
  const own = records.map((r) => toOwnFood(r, lookup));
  const ownIndex = withOwnFoodsIndex(index, own);
  return {
    catalog: withOwnFoodsCatalog(catalog, own),
    index: ownIndex,
    analyze: (text: string) => analyzeMealText({ ...context, index: ownIndex }, text),
  };
}

describe('figuras do rótulo', () => {
  it('converte valores por porção para 100 g e mantém em branco o que o rótulo não traz', () => {
    const figures = { energyKcal: 180, proteinG: 4, carbsG: 27, fatG: 6, fiberG: null, sodiumMg: 90 };
    expect(per100gFromLabel('perPortion', figures, 40)).toEqual({
      energyKcal: 450,
      proteinG: 10,
      carbsG: 67.5,
      fatG: 15,
      fiberG: null,
      sodiumMg: 225,
    });
    expect(per100gFromLabel('per100g', figures, 40)).toEqual(figures);
  });

  it('recusa energia acima de 900 kcal, macros acima de 100 g e energia que não confere com 4/4/9', () => {
    const ok = { energyKcal: 450, proteinG: 10, carbsG: 67.5, fatG: 15, fiberG: null, sodiumMg: null };
    expect(labelProblems(ok)).toEqual([]);
    expect(labelProblems({ ...ok, energyKcal: 1880 }).map((p) => p.kind)).toEqual([
      'too-much-energy',
      'energy-mismatch',
    ]);
    expect(labelProblems({ ...ok, carbsG: 95 }).map((p) => p.kind)).toContain('macros-over-100g');
    // kJ typed as kcal: 1.883 kJ = 450 kcal.
    expect(labelProblems({ ...ok, energyKcal: 850 }).map((p) => p.kind)).toEqual(['energy-mismatch']);
    // Unknown macros: nothing to compare.
    expect(labelProblems({ ...ok, fatG: null, energyKcal: 850 })).toEqual([]);
  });
});

describe('salvar como receita', () => {
  it('soma os itens e divide pelo peso total; um nutriente desconhecido em um item fica desconhecido', () => {
    const recipe = recipeFromItems([
      {
        foodId: 'taco-3',
        foodName: 'Arroz',
        grams: 150,
        nutrients: { energyKcal: 192, proteinG: 3.8, carbsG: 42, fatG: 0.3, fiberG: 2.3, sodiumMg: 2 },
      },
      {
        foodId: 'taco-561',
        foodName: 'Feijão',
        grams: 50,
        nutrients: { energyKcal: 38, proteinG: 2.4, carbsG: 6.8, fatG: 0.3, fiberG: 4.3, sodiumMg: null },
      },
    ]);
    expect(recipe).toMatchObject({ totalGrams: 200 });
    expect(recipe?.per100g).toEqual({
      energyKcal: 115,
      proteinG: 3.1,
      carbsG: 24.4,
      fatG: 0.3,
      fiberG: 3.3,
      sodiumMg: null,
    });
    expect(recipe?.ingredients).toEqual([
      { foodId: 'taco-3', foodName: 'Arroz', grams: 150 },
      { foodId: 'taco-561', foodName: 'Feijão', grams: 50 },
    ]);
    expect(recipeFromItems([])).toBeNull();
  });
});

describe('alimentos da pessoa na busca e na análise', () => {
  it('aparecem primeiro na busca, acima do catálogo quando casam igual', () => {
    const tools = personal([record({ name: 'Arroz branco' })]);
    const [first, second] = searchFoods(tools.index, 'arroz branco', 5);
    expect(first?.food.id).toBe(ownFoodId('00000000-0000-4000-8000-000000000001'));
    expect(second?.food.id).toBe('taco-3');
    // Without own foods the catalog is untouched.
    expect(searchFoods(index, 'arroz branco', 1)[0]?.food.id).toBe('taco-3');
  });

  it('a análise usa o alimento da pessoa, com a porção que ela informou', () => {
    const tools = personal([record()]);
    const analysis = tools.analyze('2 xícaras de granola da vó e 1 banana');
    expect(analysis.unmatched).toEqual([]);
    const [granola] = analysis.items;
    expect(granola).toMatchObject({ foodName: 'Granola da vó', grams: 80, measureId: 'xicara-de-cha' });
    expect(granola?.nutrients.energyKcal).toBe(336);
    expect(granola?.nutrients.sodiumMg).toBeNull();
    // The catalog alone does not know it.
    expect(analyzeMealText(context, 'granola da vó').items).toEqual([]);
  });

  it('sem quantidade, a porção do rótulo; e palavras do catálogo não viram erro de digitação do alimento da pessoa', () => {
    const tools = personal([record({ name: 'Bolo de fubá da Tia Lu', portionLabel: 'fatia', portionGrams: 70 })]);
    expect(tools.analyze('bolo de fubá da tia lu').items[0]).toMatchObject({ grams: 70, unit: 'fatia' });
    expect(tools.analyze('2 fatias de bolo de fubá da tia lu').items[0]).toMatchObject({ grams: 140, unit: 'fatias' });
    expect(tools.analyze('arroz').items[0]?.foodId).toBe('taco-3');
  });

  it('uma refeição com o alimento da pessoa guarda os valores; apagado depois, a edição mantém o que foi salvo', () => {
    const tools = personal([record()]);
    const id = ownFoodId('00000000-0000-4000-8000-000000000001');
    const built = buildMealItems(tools.catalog, [{ foodId: id, grams: 40 }]);
    expect(built.ok && built.items[0]?.nutrients.energyKcal).toBe(168);
    if (!built.ok) return;
    const again = buildMealItems(catalog, [{ foodId: id, grams: 80 }], built.items);
    expect(again.ok && again.items[0]).toMatchObject({
      foodName: 'Granola da vó',
      grams: 80,
      nutrients: { energyKcal: 336 },
    });
    const gone = buildMealItems(catalog, [{ foodId: id, grams: 80 }]);
    expect(gone).toMatchObject({ ok: false, message: 'Este alimento foi apagado de Meus alimentos: escolha outro' });
  });
});
