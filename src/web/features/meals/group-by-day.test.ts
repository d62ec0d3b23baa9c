import { describe, expect, it } from 'vitest';
import type { Meal } from '@/contracts/meals';
import { groupByDay } from './group-by-day';

const meal = (id: string, localDate: string, energyKcal: number, incomplete: string[] = []): Meal => ({
  id,
  slot: 'almoco',
  eatenAt: `${localDate}T15:00:00.000Z`,
  localDate,
  items: [],
  totals: { energyKcal, proteinG: 1, carbsG: 1, fatG: 1, fiberG: 1, sodiumMg: 1 },
  incompleteNutrients: incomplete,
  photoId: null,
  note: null,
});

describe('groupByDay', () => {
  it('agrupa refeições seguidas de uma data de São Paulo e soma o dia', () => {
    const days = groupByDay([
      meal('a', '2026-11-22', 500),
      meal('b', '2026-11-22', 300, ['fiberG']),
      meal('c', '2026-11-21', 200),
    ]);
    expect(days.map((d) => [d.date, d.meals.length, d.totals.totals.energyKcal])).toEqual([
      ['2026-11-22', 2, 800],
      ['2026-11-21', 1, 200],
    ]);
    expect(days[0]?.totals.incomplete).toEqual(['fiberG']); // a meal's partial total makes the day's partial
  });
});
