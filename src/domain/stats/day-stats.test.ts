import { describe, expect, it } from 'vitest';
import { addDays, datesFrom } from '../calendar/local-days';
import { seededRandom } from '../seeded-random';
import { emptyDay, fillDays, isOnTarget, runStarts, streakDays, weeklyProgressPct } from './day-stats';

describe('streakDays', () => {
  const logged = new Set(['2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21']);
  it('conta para trás a partir de hoje quando hoje tem refeição', () => {
    expect(streakDays(new Set([...logged, '2026-11-22']), '2026-11-22')).toBe(5);
  });
  it('mantém a sequência de ontem enquanto hoje não acabou', () => {
    expect(streakDays(logged, '2026-11-22')).toBe(4);
  });
  it('quebra num dia sem refeições', () => {
    expect(streakDays(logged, '2026-11-23')).toBe(0);
    expect(streakDays(new Set(['2026-11-20', '2026-11-22']), '2026-11-22')).toBe(1);
  });
  it('atravessa a virada do mês', () => {
    expect(streakDays(new Set(['2026-10-31', '2026-11-01']), '2026-11-01')).toBe(2);
  });
});

describe('progresso semanal', () => {
  const target = 2000;
  const day = (date: string, energyKcal: number) => ({ ...emptyDay(date), energyKcal, mealsLogged: 1 });
  it('é a parte dos últimos 7 dias dentro de ±10% da meta', () => {
    const days = fillDays('2026-11-16', '2026-11-22', [
      day('2026-11-22', 2000),
      day('2026-11-21', 2200), // +10%: on target
      day('2026-11-20', 2201), // above
      day('2026-11-19', 1800), // −10%: on target
      day('2026-11-15', 2000), // outside the week
    ]);
    expect(weeklyProgressPct(days, '2026-11-22', target)).toBe(43); // 3 of 7
  });
  it('é 0 sem meta', () => {
    expect(weeklyProgressPct([day('2026-11-22', 2000)], '2026-11-22', null)).toBe(0);
    expect(isOnTarget(0, 0)).toBe(false);
  });
});

describe('runStarts', () => {
  it('dá a cada dia o primeiro dia da sua sequência; um buraco começa outra', () => {
    const starts = runStarts(['2026-11-20', '2026-11-18', '2026-11-19', '2026-11-22', '2026-11-19']);
    expect([...starts]).toEqual([
      ['2026-11-18', '2026-11-18'],
      ['2026-11-19', '2026-11-18'],
      ['2026-11-20', '2026-11-18'],
      ['2026-11-22', '2026-11-22'],
    ]);
  });

  it('conta a mesma sequência que streakDays, em qualquer dia de dados aleatórios', () => {
    const random = seededRandom(31);
    for (let round = 0; round < 20; round++) {
      const today = '2026-12-07';
      const logged = new Set<string>();
      for (let i = 0; i < 40; i++) logged.add(addDays(today, -Math.floor(random() * 60)));
      const starts = runStarts(logged);
      for (const date of logged) {
        const runLength = datesFrom(starts.get(date)!, date).length;
        expect(runLength, date).toBe(streakDays(new Set([...logged].filter((d) => d <= date)), date));
      }
    }
  });
});
