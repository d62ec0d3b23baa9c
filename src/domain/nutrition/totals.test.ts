import { describe, expect, it } from 'vitest';
import { mealsTotals, sumNutrients } from './totals';

const item = (energyKcal: number | null, fiberG: number | null) => ({
  energyKcal,
  proteinG: 1,
  carbsG: 2,
  fatG: 0.5,
  fiberG,
  sodiumMg: 10,
});

describe('sumNutrients', () => {
  it('soma os valores conhecidos', () => {
    const { totals, incomplete } = sumNutrients([item(100, 1.2), item(50.5, 0.3)]);
    expect(totals).toEqual({ energyKcal: 150.5, proteinG: 2, carbsG: 4, fatG: 1, fiberG: 1.5, sodiumMg: 20 });
    expect(incomplete).toEqual([]);
  });

  it('um valor desconhecido não vira 0 em silêncio: o total é marcado como parcial', () => {
    const { totals, incomplete } = sumNutrients([item(100, null), item(50, 2)]);
    expect(totals.fiberG).toBe(2);
    expect(incomplete).toEqual(['fiberG']);
  });

  it('sem nenhum valor conhecido, o total é desconhecido', () => {
    const { totals, incomplete } = sumNutrients([item(100, null)]);
    expect(totals.fiberG).toBeNull();
    expect(incomplete).toEqual(['fiberG']);
  });

  it('uma refeição vazia soma zero', () => {
    expect(sumNutrients([]).totals.energyKcal).toBe(0);
  });
});

describe('mealsTotals (o total do dia)', () => {
  it('soma as refeições e é parcial onde uma refeição já era parcial', () => {
    const { totals, incomplete } = mealsTotals([
      { totals: item(300, 2), incompleteNutrients: ['fiberG'] },
      { totals: item(644.2, 5), incompleteNutrients: [] },
    ]);
    expect(totals.energyKcal).toBe(944.2);
    expect(totals.fiberG).toBe(7);
    expect(incomplete).toEqual(['fiberG']);
  });

  it('uma refeição sem a energia deixa o total do dia parcial, não zerado', () => {
    const { totals, incomplete } = mealsTotals([
      { totals: item(null, 1), incompleteNutrients: ['energyKcal'] },
      { totals: item(216, 1), incompleteNutrients: [] },
    ]);
    expect(totals.energyKcal).toBe(216);
    expect(incomplete).toEqual(['energyKcal']);
  });
});
