import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { plannedItem } from './build-day';
import { PLAN_FOODS } from './plan-foods';
import { PURCHASE_FORMS } from './purchase-forms';
import type { PlannedDay } from './plan-types';
import { shoppingList } from './shopping-list';

const catalog = loadCatalog();
const food = (id: string, role: string) => PLAN_FOODS.find((f) => f.foodId === id && f.role === role)!;
const item = (id: string, role: string, quantity: number) =>
  plannedItem({ food: food(id, role), fixedQuantity: null }, quantity, catalog)!;

const day = (date: string): PlannedDay => ({
  date,
  meals: [
    {
      slot: 'almoco',
      items: [item('taco-3', 'base', 5), item('taco-488', 'proteina', 2), item('taco-157', 'salada', 3)],
      totals: { energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sodiumMg: 0 },
    },
    {
      slot: 'cafe',
      items: [item('recipe-ovo-mexido', 'proteina_cafe', 2)],
      totals: { energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sodiumMg: 0 },
    },
  ],
  totals: { energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sodiumMg: 0 },
});

describe('lista de compras', () => {
  const sections = shoppingList([day('2026-12-07'), day('2026-12-08')], catalog);
  const line = (name: string) => sections.flatMap((s) => s.items).find((i) => i.name === name);

  it('soma a semana e compra cru o que se come cozido (mesma energia, TACO cru × cozido)', () => {
    // 2 × 5 colheres de sopa (125 g) de arroz cozido = 250 g; × 128/358 kcal ≈ 89 g de arroz cru → 1 pacote.
    expect(line('Arroz branco')).toMatchObject({ quantity: 1, unit: 'pacote', grams: 89 });
  });

  it('a receita entra pelos ingredientes: ovo mexido vira ovos e manteiga', () => {
    const eggs = line('Ovos');
    // 4 ovos cozidos (180 g) e o ovo das 4 porções de ovo mexido (~150 g): mais de meia dúzia → 1 dúzia.
    expect(eggs).toMatchObject({ unit: 'dúzia', quantity: 1 });
    expect(line('Manteiga')).toMatchObject({ unit: 'pote', quantity: 1 });
  });

  it('todo alimento do plano tem como ser comprado (nome, seção, unidade)', () => {
    expect(PLAN_FOODS.filter((f) => !f.foodId.startsWith('recipe-') && !PURCHASE_FORMS[f.foodId])).toEqual([]);
  });

  it('agrupa por seção do mercado, na ordem do corredor', () => {
    expect(sections.map((s) => s.name)).toEqual(['Hortifrúti', 'Frios e laticínios', 'Mercearia']);
    expect(line('Tomate')).toMatchObject({ unit: 'kg', quantity: 0.1 });
  });
});
