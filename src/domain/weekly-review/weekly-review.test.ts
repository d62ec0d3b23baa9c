import { describe, expect, it } from 'vitest';
import { emptyDay } from '../stats/day-stats';
import { weeklyReview, type WeeklyReviewInput } from './weekly-review';

const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];
const input = (overrides: Partial<WeeklyReviewInput> = {}): WeeklyReviewInput => ({
  start: week[0]!,
  end: week[6]!,
  days: week.map((date) => ({ ...emptyDay(date), energyKcal: 2000, proteinG: 100, mealsLogged: 3, waterMl: 2000 })),
  targets: { energyKcal: 2000, proteinG: 90, waterMl: 2000 },
  weights: [],
  foods: [
    { name: 'Arroz', energyKcal: 3000, sodiumMg: 10 },
    { name: 'Pão francês', energyKcal: 2000, sodiumMg: 4000 },
    { name: 'Presunto', energyKcal: 1000, sodiumMg: 11000 },
    { name: 'Alface', energyKcal: 50, sodiumMg: 0 },
  ],
  ...overrides,
});

describe('Sua semana', () => {
  it('counts the week as Statistics does and ranks the sources of energy and sodium', () => {
    const review = weeklyReview(input());
    expect(review).toMatchObject({ daysLogged: 7, averageEnergyKcal: 2000, daysOnEnergyTarget: 7, daysProteinMet: 7 });
    expect(review.topEnergy.map((s) => [s.name, s.percent])).toEqual([
      ['Arroz', 50],
      ['Pão francês', 33],
      ['Presunto', 17],
    ]);
    expect(review.topSodium.map((s) => s.name)).toEqual(['Presunto', 'Pão francês', 'Arroz']);
    // 15,010 mg in 7 days: above the WHO's 2,000 mg a day, and ham is the biggest source.
    expect(review.suggestion).toContain('A maior fonte foi Presunto');
  });

  it('asks first for logging, then for protein', () => {
    const few = input({ days: week.map((date, i) => ({ ...emptyDay(date), mealsLogged: i < 2 ? 1 : 0 })) });
    expect(weeklyReview(few).suggestion).toBe(
      'Você registrou 2 de 7 dias. Nesta semana, tente registrar pelo menos o almoço todos os dias.',
    );
    const lowProtein = input({ days: input().days.map((d) => ({ ...d, proteinG: 40 })) });
    expect(weeklyReview(lowProtein).suggestion).toContain('A proteína chegou à meta (90 g) em 0 de 7 dias');
    const balanced = input({ foods: [{ name: 'Arroz', energyKcal: 3000, sodiumMg: 100 }] });
    expect(weeklyReview(balanced).suggestion).toBe(
      'Semana equilibrada! Mantenha os registros e repita as refeições que funcionaram bem.',
    );
  });
});
