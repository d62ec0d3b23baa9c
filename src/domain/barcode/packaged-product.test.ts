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
  },
  ...overrides,
});

describe('packagedProduct', () => {
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
      iogurte({ nutriments: { 'energy-kcal_100g': 63, proteins_100g: 350, fat_100g: 'abc' } }),
    )!;
    expect(product.per100g.proteinG).toBeNull();
    expect(product.per100g.fatG).toBeNull();
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
