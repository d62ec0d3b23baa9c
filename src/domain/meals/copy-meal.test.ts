import { describe, expect, it } from 'vitest';
import { copiedEatenAt, copyItemRequest } from './copy-meal';

const nutrients = { energyKcal: 100, proteinG: 1, carbsG: 20, fatG: 0.5 };

describe('copyItemRequest', () => {
  it('copia na medida caseira quando o item tinha uma', () => {
    expect(copyItemRequest({ foodId: 'taco-561', quantity: 2, measureId: 'concha', grams: 280, nutrients })).toEqual({
      foodId: 'taco-561',
      quantity: 2,
      measureId: 'concha',
    });
  });

  it('copia em gramas quando o item foi pesado', () => {
    expect(copyItemRequest({ foodId: 'taco-3', quantity: 90, measureId: null, grams: 90, nutrients })).toEqual({
      foodId: 'taco-3',
      grams: 90,
    });
  });

  it('copia as calorias avulsas com a energia e os macros informados, sem inventar os que faltam', () => {
    const quick = { energyKcal: 300, proteinG: 20, carbsG: null, fatG: null };
    expect(
      copyItemRequest({ foodId: 'calorias-avulsas', quantity: 300, measureId: null, grams: 0, nutrients: quick }),
    ).toEqual({ foodId: 'calorias-avulsas', energyKcal: 300, proteinG: 20, carbsG: null, fatG: null });
  });
});

describe('copiedEatenAt', () => {
  const now = new Date('2026-12-07T18:00:00Z'); // 15:00 in São Paulo

  it('mantém o horário no dia de destino', () => {
    const lunch = new Date('2026-12-06T15:30:00Z'); // 12:30 in São Paulo
    expect(copiedEatenAt(lunch, '2026-12-07', now).toISOString()).toBe('2026-12-07T15:30:00.000Z');
    expect(copiedEatenAt(lunch, '2026-12-01', now).toISOString()).toBe('2026-12-01T15:30:00.000Z');
  });

  it('um horário de hoje que ainda não chegou vira agora', () => {
    const dinner = new Date('2026-12-06T23:00:00Z'); // 20:00 in São Paulo
    expect(copiedEatenAt(dinner, '2026-12-07', now)).toEqual(now);
  });
});
