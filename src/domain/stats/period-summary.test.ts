import { describe, expect, it } from 'vitest';
import { emptyDay } from './day-stats';
import { averageLoggedEnergy, macroSplit, streakSeries } from './period-summary';

const day = (date: string, grams: { p: number; c: number; f: number }, meals = 1) => ({
  ...emptyDay(date),
  proteinG: grams.p,
  carbsG: grams.c,
  fatG: grams.f,
  energyKcal: grams.p * 4 + grams.c * 4 + grams.f * 9,
  mealsLogged: meals,
});

describe('resumo do período', () => {
  it('divide a energia por macronutriente com 4/4/9 kcal por grama, somando 100%', () => {
    expect(
      macroSplit([day('2026-11-21', { p: 50, c: 200, f: 40 }), day('2026-11-22', { p: 50, c: 100, f: 20 })]),
    ).toEqual({
      proteinPct: 19, // 400 of 2,140 kcal
      carbsPct: 56, // 1,200
      fatPct: 25, // 540
    });
    expect(macroSplit([emptyDay('2026-11-22')])).toBeNull();
  });

  it('acompanha a sequência dia a dia', () => {
    const days = [
      day('2026-11-19', { p: 1, c: 1, f: 1 }),
      emptyDay('2026-11-20'),
      day('2026-11-21', { p: 1, c: 1, f: 1 }),
      day('2026-11-22', { p: 1, c: 1, f: 1 }),
    ];
    expect(streakSeries(days).map((d) => d.streakDays)).toEqual([1, 0, 1, 2]);
  });

  it('faz a média só dos dias com refeições', () => {
    expect(averageLoggedEnergy([day('2026-11-21', { p: 0, c: 250, f: 0 }), emptyDay('2026-11-22')])).toBe(1000);
    expect(averageLoggedEnergy([emptyDay('2026-11-22')])).toBeNull();
  });
});
