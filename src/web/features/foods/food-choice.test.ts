import { describe, expect, it } from 'vitest';
import type { FoodDto } from '@/contracts/foods';
import { GRAMS, chooseFood, initialMeasure } from './food-choice';

const rice: FoodDto = {
  id: 'taco-3',
  name: 'Arroz branco cozido',
  category: 'cereais_e_derivados',
  per100g: { energyKcal: 128, proteinG: 2.5, carbsG: 28.1, fatG: 0.2, fiberG: 1.6, sodiumMg: null },
  traces: [],
  portions: [
    {
      measureId: 'colher-de-servir',
      label: 'colher de servir',
      plural: 'colheres de servir',
      grams: 45,
      isDefault: true,
      source: 'IBGE',
    },
    { measureId: 'concha', label: 'concha', plural: 'conchas', grams: 100, isDefault: false, source: 'IBGE' },
  ],
  source: { id: 'taco-4', citation: 'TACO' },
  sourceKind: 'taco',
  note: null,
};

describe('chooseFood', () => {
  it('ajusta os números do catálogo à porção', () => {
    expect(chooseFood(rice, 2, 'colher-de-servir')).toMatchObject({
      foodSource: 'taco',
      grams: 90,
      unit: 'colheres de servir',
      nutrients: { energyKcal: 115.2, proteinG: 2.25, sodiumMg: null },
    });
  });

  it('aceita gramas simples', () => {
    expect(chooseFood(rice, 150, GRAMS)).toMatchObject({ grams: 150, unit: 'g', measureId: null });
  });

  it('recusa quantidade que não é positiva ou medida que o alimento não tem', () => {
    expect(chooseFood(rice, 0, 'concha')).toBeNull();
    expect(chooseFood(rice, 1, 'xicara-de-cha')).toBeNull();
  });

  it('abre na medida do item, senão na porção padrão', () => {
    expect(initialMeasure(rice, 'concha')).toBe('concha');
    expect(initialMeasure(rice, 'fatia')).toBe('colher-de-servir');
  });
});
