import { describe, expect, it } from 'vitest';
import { diarySlots, type DiaryMeal } from './diary-slots';

const meal = (slot: DiaryMeal['slot'], eatenAt: string, energyKcal: number | null): DiaryMeal => ({
  slot,
  eatenAt,
  totals: { energyKcal },
});

describe('diarySlots', () => {
  it('lista as cinco refeições na ordem do dia, vazias, para quem faz cinco refeições', () => {
    const slots = diarySlots([], 5);
    expect(slots.map((slot) => slot.slot)).toEqual(['cafe', 'almoco', 'lanche', 'jantar', 'ceia']);
    expect(slots.every((slot) => slot.meals.length === 0 && slot.energyKcal === 0 && !slot.partial)).toBe(true);
  });

  it('mostra também a refeição registrada fora do plano, no seu lugar do dia', () => {
    const slots = diarySlots([meal('ceia', '2026-12-07T01:00:00Z', 120)], 3);
    expect(slots.map((slot) => slot.slot)).toEqual(['cafe', 'almoco', 'jantar', 'ceia']);
    expect(slots.at(-1)?.energyKcal).toBe(120);
  });

  it('soma as calorias de cada refeição e ordena as do mesmo horário pela hora', () => {
    const late = meal('almoco', '2026-12-07T16:00:00Z', 300.4);
    const early = meal('almoco', '2026-12-07T15:00:00Z', 500.3);
    const almoco = diarySlots([late, early], 5).find((slot) => slot.slot === 'almoco');
    expect(almoco?.meals).toEqual([early, late]);
    expect(almoco?.energyKcal).toBe(801);
  });

  it('diz "parcial" quando uma refeição não tem calorias conhecidas, sem contar zero', () => {
    const cafe = diarySlots(
      [meal('cafe', '2026-12-07T10:00:00Z', null), meal('cafe', '2026-12-07T11:00:00Z', 90)],
      5,
    )[0];
    expect(cafe?.energyKcal).toBe(90);
    expect(cafe?.partial).toBe(true);
  });
});
