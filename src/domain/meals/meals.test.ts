import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildMealItems } from './build-meal-items';
import { decodeCursor, encodeCursor } from './meal-cursor';
import { plannedSlots, suggestedSlot } from './meal-slots';

const catalog = loadCatalog();

describe('buildMealItems', () => {
  it('calcula gramas pelas medidas do IBGE e números pelo catálogo', () => {
    const result = buildMealItems(catalog, [
      { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
      { foodId: 'taco-561', grams: 140 },
    ]);
    expect(result).toMatchObject({
      ok: true,
      items: [
        {
          foodName: 'Arroz branco cozido',
          quantity: 2,
          unit: 'colheres de servir',
          grams: 90,
          nutrients: { energyKcal: 115.2 },
        },
        { foodName: 'Feijão carioca cozido', quantity: 140, unit: 'g', grams: 140, nutrients: { energyKcal: 106.4 } },
      ],
      totals: { energyKcal: 221.6 },
    });
  });

  it('diz o que está errado num pedido', () => {
    expect(buildMealItems(catalog, [{ foodId: 'taco-0', grams: 10 }])).toMatchObject({
      ok: false,
      field: 'items.0.foodId',
    });
    expect(buildMealItems(catalog, [{ foodId: 'taco-3', quantity: 1, measureId: 'lata-350ml' }])).toMatchObject({
      ok: false,
      field: 'items.0.measureId',
    });
  });

  it('guarda os sinônimos no texto de busca, sem acentos', () => {
    const result = buildMealItems(catalog, [{ foodId: 'taco-3', grams: 50 }]);
    expect(result.ok && result.searchText).toContain('arroz branco cozido');
  });
});

describe('cursor de refeições', () => {
  it('vai e volta sem perdas e rejeita o que não é nosso', () => {
    const cursor = { eatenAt: new Date('2026-11-22T12:00:00Z'), id: '0b9e8c1e-3d57-4e4e-9f55-3d2a8d0c2f11' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not a cursor!')).toBeNull();
    expect(decodeCursor(btoa('x|y'))).toBeNull();
  });

  it('rejeita um cursor com instante que o PostgreSQL não compara (o ano 0000 dava 500)', () => {
    const id = '0b9e8c1e-3d57-4e4e-9f55-3d2a8d0c2f11';
    expect(decodeCursor(btoa(`0000-01-01T00:00:00.000Z|${id}`))).toBeNull();
    expect(decodeCursor(btoa(`+010000-01-01T00:00:00.000Z|${id}`))).toBeNull();
    expect(decodeCursor(btoa(`nunca|${id}`))).toBeNull();
  });
});

describe('suggestedSlot', () => {
  it.each([
    ['2026-11-22T10:00:00Z', 'cafe'], // 07:00 in São Paulo
    ['2026-11-22T15:30:00Z', 'almoco'], // 12:30
    ['2026-11-22T19:00:00Z', 'lanche'], // 16:00
    ['2026-11-22T22:30:00Z', 'jantar'], // 19:30
    ['2026-11-23T02:30:00Z', 'ceia'], // 23:30 of the 22nd
  ])('%s → %s', (iso, slot) => {
    expect(suggestedSlot(new Date(iso))).toBe(slot);
  });
});

describe('plannedSlots', () => {
  it('planeja primeiro as refeições principais, depois os lanches', () => {
    expect(plannedSlots(3)).toEqual(['cafe', 'almoco', 'jantar']);
    expect(plannedSlots(5)).toEqual(['cafe', 'almoco', 'lanche', 'jantar', 'ceia']);
    expect(plannedSlots(9)).toHaveLength(5);
  });
});
