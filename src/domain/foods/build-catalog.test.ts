import { describe, expect, it } from 'vitest';
import { CatalogDataError, buildCatalog } from './build-catalog';
import type { RawCatalogInput } from './raw-catalog';
import { makeNutrients } from './test-factories';

const sources = {
  sources: [
    { id: 'taco-4', citation: 'TACO 4ª ed.', url: null },
    { id: 'ibge-pof-2008-2009', citation: 'IBGE POF', url: null },
    { id: 'nutri-catalog', citation: 'Catálogo', url: null },
    { id: 'nutri-recipe', citation: 'Receita', url: null },
  ],
};
const measures = {
  measures: [
    { id: 'unidade', label: 'unidade', plural: 'unidades', aliases: [], pofMeasureCode: 103 },
    { id: 'porcao-100g', label: 'porção de 100 g', plural: 'porções de 100 g', aliases: [], pofMeasureCode: null },
    { id: 'receita', label: 'porção da receita', plural: 'porções da receita', aliases: [], pofMeasureCode: null },
  ],
};

function tacoFood(id: number, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: `taco-${id}`,
    tacoId: id,
    name: `Alimento ${id}`,
    tacoName: `Alimento, ${id}`,
    category: 'teste',
    commonness: 10,
    synonyms: [],
    source: 'taco-4',
    per100g: makeNutrients({ energyKcal: 100 + id }),
    traces: [],
    unknown: {},
    pof: null,
    portions: [{ measure: 'porcao-100g', grams: 100, default: true, source: 'nutri-catalog' }],
    ...overrides,
  };
}

function input(foods: unknown[], recipes: unknown[] = []): RawCatalogInput {
  return { foodFiles: [{ foods }], recipes: { recipes }, measures, sources };
}

describe('buildCatalog', () => {
  it('monta o catálogo com busca por id e por número da TACO', () => {
    const pao = tacoFood(53, {
      name: 'Pão francês',
      synonyms: ['pão de sal', 'Cacetinho'],
      pof: { food: 8000105, preparation: 99, description: 'PAO DE SAL' },
      portions: [
        {
          measure: 'unidade',
          grams: 50,
          default: true,
          source: 'ibge-pof-2008-2009',
          pof: { food: 8000105, preparation: 99, measure: 103 },
          pofReference: 'Pão francês - unidade',
        },
      ],
    });
    const catalog = buildCatalog(input([pao]));
    const food = catalog.get('taco-53');
    expect(catalog.byTacoId(53)).toBe(food);
    expect(catalog.byId('taco-999')).toBeUndefined();
    expect(() => catalog.get('taco-999')).toThrow();
    expect(food.searchKeys).toEqual(['pao frances', 'pao de sal', 'cacetinho']);
    expect(food.defaultPortion).toMatchObject({
      label: 'unidade',
      grams: 50,
      source: { kind: 'pof', pofFoodCode: 8000105, pofMeasureCode: 103 },
    });
  });

  it('calcula a receita a partir das medidas caseiras dos ingredientes', () => {
    const a = tacoFood(1, { portions: [{ measure: 'unidade', grams: 40, default: true, source: 'nutri-catalog' }] });
    const recipe = {
      id: 'recipe-teste',
      name: 'Receita teste',
      category: 'receitas',
      commonness: 50,
      synonyms: [],
      source: 'nutri-recipe',
      proportionSource: 'Proporção de teste.',
      ingredients: [
        { food: 'taco-1', quantity: 2, measure: 'unidade' },
        { food: 'taco-2', grams: 20 },
      ],
      portions: [{ measure: 'receita', default: true, source: 'nutri-recipe' }],
    };
    const catalog = buildCatalog(input([a, tacoFood(2)], [recipe]));
    const food = catalog.get('recipe-teste');
    expect(food.recipe?.yieldGrams).toBe(100);
    expect(food.per100g.energyKcal).toBe((80 * 101 + 20 * 102) / 100);
    expect(food.defaultPortion).toMatchObject({ grams: 100, source: { kind: 'recipe-yield' } });
  });

  it('um rendimento cozido espalha os nutrientes dos ingredientes por menos gramas (água evaporada)', () => {
    const a = tacoFood(1, { portions: [{ measure: 'unidade', grams: 40, default: true, source: 'nutri-catalog' }] });
    const recipe = {
      id: 'recipe-reduzida',
      name: 'Receita reduzida',
      category: 'receitas',
      commonness: 50,
      synonyms: [],
      source: 'nutri-recipe',
      proportionSource: 'Proporção de teste.',
      ingredients: [{ food: 'taco-1', quantity: 2, measure: 'unidade' }],
      cookedYield: { grams: 60, basis: 'Perde um quarto do peso no fogo.' },
      portions: [{ measure: 'receita', default: true, source: 'nutri-recipe' }],
    };
    const food = buildCatalog(input([a], [recipe])).get('recipe-reduzida');
    expect(food.recipe).toMatchObject({
      yieldGrams: 60,
      ingredientGrams: 80,
      cookedYieldBasis: 'Perde um quarto do peso no fogo.',
    });
    expect(food.per100g.energyKcal).toBeCloseTo((80 * 101) / 60, 2);
    expect(food.defaultPortion.grams).toBe(60);
    const inflated = { ...recipe, cookedYield: { grams: 120, basis: 'Ganha peso do nada.' } };
    expect(() => buildCatalog(input([a], [inflated]))).toThrow(/at most the 80 g of the ingredients/);
  });

  it.each([
    [
      'duas porções padrão',
      [
        tacoFood(1, {
          portions: [
            { measure: 'porcao-100g', grams: 100, default: true, source: 'nutri-catalog' },
            { measure: 'unidade', grams: 10, default: true, source: 'nutri-catalog' },
          ],
        }),
      ],
      /exactly one default/,
    ],
    [
      'nenhuma porção padrão',
      [tacoFood(1, { portions: [{ measure: 'unidade', grams: 10, source: 'nutri-catalog' }] })],
      /exactly one default/,
    ],
    [
      'porção com 0 g',
      [tacoFood(1, { portions: [{ measure: 'unidade', grams: 0, default: true, source: 'nutri-catalog' }] })],
      /grams must be > 0/,
    ],
    [
      'traço diferente de 0',
      [tacoFood(1, { traces: ['fatG'], per100g: makeNutrients({ fatG: 0.1 }) })],
      /trace must be stored as 0/,
    ],
    ['null sem motivo', [tacoFood(1, { per100g: makeNutrients({ fiberG: null }) })], /null without a reason/],
    ['id duplicado', [tacoFood(1), tacoFood(1)], /duplicate food id/],
    [
      'porção POF sem citação',
      [tacoFood(1, { portions: [{ measure: 'unidade', grams: 10, default: true, source: 'ibge-pof-2008-2009' }] })],
      /must cite pof/,
    ],
    [
      'medida desconhecida',
      [tacoFood(1, { portions: [{ measure: 'balde', grams: 10, default: true, source: 'nutri-catalog' }] })],
      /unknown measure/,
    ],
  ])('recusa dados com %s', (_, foods, message) => {
    expect(() => buildCatalog(input(foods))).toThrow(CatalogDataError);
    expect(() => buildCatalog(input(foods))).toThrow(message);
  });

  it('recusa receita com ingrediente inexistente', () => {
    const recipe = {
      id: 'recipe-x',
      name: 'X',
      category: 'receitas',
      commonness: 1,
      synonyms: [],
      source: 'nutri-recipe',
      proportionSource: 'x',
      ingredients: [{ food: 'taco-9', grams: 10 }],
      portions: [{ measure: 'receita', default: true, source: 'nutri-recipe' }],
    };
    expect(() => buildCatalog(input([tacoFood(1)], [recipe]))).toThrow(/unknown food "taco-9"/);
  });
});

describe('buildCatalog: porções típicas', () => {
  const unidade40 = { portions: [{ measure: 'unidade', grams: 40, default: true, source: 'nutri-catalog' }] };
  const typical = (portions: unknown[]) => ({ portions });
  const entry = (overrides: Record<string, unknown> = {}) => ({
    food: 'taco-1',
    quantity: 3,
    measure: 'unidade',
    sources: ['nutri-catalog'],
    basis: 'três unidades',
    ...overrides,
  });

  it('multiplica a porção escolhida e guarda fontes e justificativa', () => {
    const catalog = buildCatalog({ ...input([tacoFood(1, unidade40)]), typicalPortions: typical([entry()]) });
    expect(catalog.get('taco-1').typicalPortion).toMatchObject({
      quantity: 3,
      grams: 120,
      portion: { measureId: 'unidade' },
      sourceIds: ['nutri-catalog'],
      basis: 'três unidades',
    });
  });

  it('sem entrada, a porção típica é uma porção padrão, sem justificativa própria', () => {
    const food = buildCatalog(input([tacoFood(1, unidade40)])).get('taco-1');
    expect(food.typicalPortion).toEqual({
      quantity: 1,
      portion: food.defaultPortion,
      grams: 40,
      sourceIds: ['nutri-catalog'],
      basis: null,
    });
  });

  it.each([
    ['alimento desconhecido', [entry({ food: 'taco-9' })], /unknown food "taco-9"/],
    ['medida que o alimento não tem', [entry({ measure: 'porcao-100g' })], /has no portion "porcao-100g"/],
    ['duas entradas para o mesmo alimento', [entry(), entry()], /two typical portions/],
    ['fonte desconhecida', [entry({ sources: ['palpite'] })], /unknown source "palpite"/],
    ['sem fonte', [entry({ sources: [] })], /cite at least one source/],
    ['quantidade zero', [entry({ quantity: 0 })], /quantity must be > 0/],
    ['peso implausível', [entry({ quantity: 40 })], /more than 600 g/],
  ])('recusa porção típica com %s', (_, portions, message) => {
    const data = { ...input([tacoFood(1, unidade40)]), typicalPortions: typical(portions) };
    expect(() => buildCatalog(data)).toThrow(message);
  });
});
