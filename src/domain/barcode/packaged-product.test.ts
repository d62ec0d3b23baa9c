import { describe, expect, it } from 'vitest';
import { packagedProduct, type OffProductData } from './packaged-product';

const iogurte = (overrides: Partial<OffProductData> = {}): OffProductData => ({
  code: '7891000100103',
  productName: 'Iogurte natural integral',
  brands: 'Laticínios Exemplo, Outra Marca',
  servingSize: '1 pote (170 g)',
  servingQuantity: 170,
  servingQuantityUnit: 'g',
  nutriments: {
    'energy-kcal_100g': 63,
    proteins_100g: 3.5,
    carbohydrates_100g: '4,7',
    fat_100g: 3.3,
    sodium_100g: 0.05,
    sugars_100g: 4.66,
    'saturated-fat_100g': '2,096',
    'trans-fat_100g': 0,
  },
  ...overrides,
});
/** Sugars and fats all unknown: what a malformed or impossible figure becomes. */
const UNKNOWN_DETAILS = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };

/** The yoghurt's energy, carbohydrates and fat, with `extra` figures per 100 g. */
const iogurteWith = (extra: Record<string, unknown>) =>
  iogurte({ nutriments: { 'energy-kcal_100g': 63, carbohydrates_100g: 4.7, fat_100g: 3.3, ...extra } });

describe('packagedProduct', () => {
  it('uma bebida (porção, embalagem ou conteúdo em mL ou L) vem em mL; o iogurte em gramas (decisão 0058)', () => {
    expect(packagedProduct(iogurte())!.unit).toBe('g');
    const juice = { servingSize: '1 copo (200 ml)', servingQuantity: '200' } as const;
    expect(packagedProduct(iogurte({ ...juice, servingQuantityUnit: 'ml' }))!).toMatchObject({
      unit: 'ml',
      portion: { label: '1 copo (200 ml)', grams: 200 },
    });
    expect(packagedProduct(iogurte({ servingQuantityUnit: null, productQuantityUnit: 'ml' }))!.unit).toBe('ml');
    expect(packagedProduct(iogurte({ servingQuantityUnit: null, quantity: '1 L' }))!.unit).toBe('ml');
    expect(packagedProduct(iogurte({ servingQuantityUnit: null, quantity: '350ml' }))!.unit).toBe('ml');
    expect(packagedProduct(iogurte({ servingQuantityUnit: null, quantity: '500 g' }))!.unit).toBe('g');
    expect(packagedProduct(iogurte({ servingQuantityUnit: null, quantity: '12 latas' }))!.unit).toBe('g');
  });

  it('traz os números por 100 g e pela porção do rótulo; fibra ausente fica desconhecida, não 0', () => {
    const product = packagedProduct(iogurte())!;
    expect(product).toMatchObject({ name: 'Iogurte natural integral', brand: 'Laticínios Exemplo' });
    expect(product.per100g).toEqual({
      energyKcal: 63,
      proteinG: 3.5,
      carbsG: 4.7,
      fatG: 3.3,
      fiberG: null,
      sodiumMg: 50,
    });
    expect(product.portion).toEqual({ label: '1 pote (170 g)', grams: 170 });
    // 63 kcal × 1,7 = 107,1 kcal; 3,5 g × 1,7 = 5,95 → 6 g (uma casa).
    expect(product.perPortion).toEqual({
      energyKcal: 107.1,
      proteinG: 6,
      carbsG: 8,
      fatG: 5.6,
      fiberG: null,
      sodiumMg: 85,
    });
  });

  it('traz açúcares, gorduras saturadas e trans por 100 g e pela porção; açúcares adicionados ausentes ficam desconhecidos', () => {
    const { details } = packagedProduct(iogurte())!;
    // 4,66 → 4,7 g and "2,096" (a decimal comma) → 2,1 g: one decimal, as the other figures.
    expect(details.per100g).toEqual({ sugarsTotalG: 4.7, sugarsAddedG: null, saturatedFatG: 2.1, transFatG: 0 });
    // × 1,7 (170 g): 7,99 → 8 g; 3,57 → 3,6 g; trans 0 stays a real 0.
    expect(details.perPortion).toEqual({ sugarsTotalG: 8, sugarsAddedG: null, saturatedFatG: 3.6, transFatG: 0 });
    const withAdded = packagedProduct(iogurte({ nutriments: { 'energy-kcal_100g': 80, 'added-sugars_100g': 6 } }))!;
    expect(withAdded.details.per100g.sugarsAddedG).toBe(6);
  });

  it('sem açúcares nem gorduras detalhadas: tudo desconhecido, nunca 0; sem porção, nada por porção', () => {
    const product = packagedProduct(
      iogurte({ servingQuantity: null, nutriments: { 'energy-kcal_100g': 63, carbohydrates_100g: 4.7 } }),
    )!;
    expect(product.details).toEqual({
      per100g: { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null },
      perPortion: null,
    });
  });

  it.each([
    ['um texto', 'muito'],
    ['negativo', -2],
    ['acima de 100 g em 100 g', 140],
    ['um objeto', { value: 3 }],
    ['infinito', 'Infinity'],
    ['vazio', ''],
  ])('açúcares e gorduras malformados (%s) viram desconhecidos', (_, value) => {
    const product = packagedProduct(
      iogurteWith({ sugars_100g: value, 'saturated-fat_100g': value, 'trans-fat_100g': value }),
    )!;
    expect(product.details.per100g).toEqual(UNKNOWN_DETAILS);
  });

  it('parte maior que o todo (açúcares acima dos carboidratos, saturada + trans acima da gordura) vira desconhecida', () => {
    const product = packagedProduct(
      iogurteWith({
        sugars_100g: 47,
        'added-sugars_100g': 2,
        'saturated-fat_100g': 3.1,
        'trans-fat_100g': 0.9,
      }),
    )!;
    expect(product.details.per100g).toEqual(UNKNOWN_DETAILS);
    // Within a label's rounding (IN 75/2020 annex IV) the parts are kept.
    const rounded = packagedProduct(iogurteWith({ sugars_100g: 4.75 }))!;
    expect(rounded.details.per100g.sugarsTotalG).toBe(4.8);
  });

  it('converte kJ em kcal e sal em sódio quando só isso vem', () => {
    const product = packagedProduct(iogurte({ nutriments: { energy_100g: 1046, salt_100g: 1.25 } }))!;
    expect(product.per100g.energyKcal).toBe(250); // 1046 / 4,184
    expect(product.per100g.sodiumMg).toBe(500); // 1,25 g de sal / 2,5
  });

  it('sem energia (ou com energia impossível) não há o que contar: null, para a pessoa ir ao rótulo', () => {
    expect(packagedProduct(iogurte({ nutriments: { proteins_100g: 3 } }))).toBeNull();
    expect(packagedProduct(iogurte({ nutriments: { 'energy-kcal_100g': 4000 } }))).toBeNull();
    expect(packagedProduct(iogurte({ nutriments: { 'energy-kcal_100g': -5 } }))).toBeNull();
  });

  it('valores absurdos por 100 g viram desconhecidos, não números falsos', () => {
    const product = packagedProduct(
      iogurte({ nutriments: { 'energy-kcal_100g': 63, proteins_100g: 350, fat_100g: 'abc', carbohydrates_100g: '' } }),
    )!;
    expect(product.per100g.proteinG).toBeNull();
    expect(product.per100g.fatG).toBeNull();
    expect(product.per100g.carbsG).toBeNull(); // "" is not 0 g
  });

  it('porção em outra unidade (ou ausente) não vira gramas', () => {
    expect(packagedProduct(iogurte({ servingQuantityUnit: 'oz' }))!.portion).toBeNull();
    expect(packagedProduct(iogurte({ servingQuantity: null }))!.perPortion).toBeNull();
  });

  it('sem nome, mostra o código; sem marca, null', () => {
    const product = packagedProduct(iogurte({ productName: '  ', brands: null }))!;
    expect(product.name).toBe('Produto 7891000100103');
    expect(product.brand).toBeNull();
  });
});
