import { describe, expect, it } from 'vitest';
import { maxWeeklyRateKg, projectWeightGoal, weeklyRateProblem } from './weight-goal';

const ana = {
  currentKg: 70,
  goalKg: 65,
  weeklyRateKg: 0.5,
  maintenanceKcal: 2000,
  sex: 'female',
  today: '2026-12-07',
} as const;

describe('meta de peso', () => {
  it('estima a data: 5 kg a 0,5 kg por semana são 10 semanas, comendo 550 kcal a menos por dia', () => {
    expect(projectWeightGoal(ana)).toEqual({
      direction: 'lose',
      remainingKg: 5,
      weeklyRateKg: 0.5,
      weeks: 10,
      estimatedDate: '2027-02-15',
      dailyEnergyKcal: 1450,
      floorLimited: false,
    });
  });

  it('nunca abaixo do mínimo seguro: o ritmo diminui para o que 1.200 kcal permitem, e diz isso', () => {
    const projection = projectWeightGoal({ ...ana, weeklyRateKg: 1, maintenanceKcal: 1700 });
    // 500 kcal a day of room: 500 × 7 / 7700 = 0,45 kg a week (495 kcal a day), so 1.205 kcal, shown as 1.210.
    expect(projection).toMatchObject({ weeklyRateKg: 0.45, weeks: 12, floorLimited: true, dailyEnergyKcal: 1210 });
  });

  it('sem margem acima do mínimo seguro, não há data', () => {
    const projection = projectWeightGoal({ ...ana, maintenanceKcal: 1150 });
    expect(projection).toMatchObject({ estimatedDate: null, weeks: null, floorLimited: true });
  });

  it('ganhar peso soma energia; a meta alcançada não tem data', () => {
    expect(projectWeightGoal({ ...ana, goalKg: 72, weeklyRateKg: 0.25 })).toMatchObject({
      direction: 'gain',
      weeks: 8,
      dailyEnergyKcal: 2280,
    });
    expect(projectWeightGoal({ ...ana, goalKg: 70.05 })).toMatchObject({ direction: 'reached', estimatedDate: null });
  });

  it('limita o ritmo a 1% do peso por semana para perder e 0,5% para ganhar, em português', () => {
    expect(maxWeeklyRateKg(60, 'lose')).toBe(0.6);
    expect(maxWeeklyRateKg(60, 'gain')).toBe(0.3);
    expect(weeklyRateProblem(60, 55, 0.75)).toBe('Com 60 kg, perca no máximo 0,6 kg por semana (1% do peso)');
    expect(weeklyRateProblem(60, 55, 0.5)).toBeNull();
    expect(weeklyRateProblem(60, 65, 0.5)).toBe('Com 60 kg, ganhe no máximo 0,3 kg por semana (0,5% do peso)');
  });
});
