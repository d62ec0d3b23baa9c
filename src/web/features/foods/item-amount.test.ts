import { describe, expect, it } from 'vitest';
import { itemAmountText } from './item-amount';

describe('itemAmountText', () => {
  it('says an amount in grams or millilitres once', () => {
    expect(itemAmountText({ foodId: 'taco-3', quantity: 100, unit: 'g', grams: 100 })).toBe('100 g');
    expect(itemAmountText({ foodId: 'taco-1', quantity: 200, unit: 'ml', grams: 200 })).toBe('200 ml');
  });

  it('keeps the grams of a household measure', () => {
    expect(itemAmountText({ foodId: 'taco-3', quantity: 2, unit: 'colheres de servir', grams: 90 })).toBe(
      '2 colheres de servir · 90 g',
    );
  });

  it('gives no amount to a quick add of calories', () => {
    expect(itemAmountText({ foodId: 'calorias-avulsas', quantity: 300, unit: 'kcal', grams: 0 })).toBeNull();
  });
});
