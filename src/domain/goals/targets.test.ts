import { describe, expect, it } from 'vitest';
import { basalMetabolicRateKcal, dailyTargets } from './index';

// Personas: hand-computed with Mifflin–St Jeor (1990) and the factors cited in targets.ts.
const ana = { sex: 'female', ageYears: 30, heightCm: 165, weightKg: 60 } as const;
const bruno = { sex: 'male', ageYears: 40, heightCm: 180, weightKg: 85 } as const;
const carla = { sex: 'female', ageYears: 70, heightCm: 150, weightKg: 45 } as const;
const diego = { sex: 'male', ageYears: 25, heightCm: 175, weightKg: 70 } as const;
const eva = { sex: 'female', ageYears: 35, heightCm: 160, weightKg: 130 } as const;

describe('basalMetabolicRateKcal (Mifflin–St Jeor)', () => {
  it('usa −161 para mulheres e +5 para homens', () => {
    expect(basalMetabolicRateKcal(ana)).toBeCloseTo(1320.25, 2);
    expect(basalMetabolicRateKcal(bruno)).toBeCloseTo(1780, 2);
  });
});

describe('dailyTargets', () => {
  it('Ana, levemente ativa, quer perder peso: déficit de 20 %', () => {
    expect(dailyTargets(ana, 'light', 'lose')).toEqual({
      bmrKcal: 1320,
      maintenanceKcal: 1815,
      energyKcal: 1450,
      proteinG: 96,
      carbsG: 158,
      fatG: 48,
      waterMl: 2100,
      floorApplied: false,
    });
  });

  it('Bruno, moderado, quer ganhar massa: superávit de 10 %', () => {
    expect(dailyTargets(bruno, 'moderate', 'gain')).toEqual({
      bmrKcal: 1780,
      maintenanceKcal: 2759,
      energyKcal: 3030,
      proteinG: 136,
      carbsG: 394,
      fatG: 101,
      waterMl: 3000,
      floorApplied: false,
    });
  });

  it('Carla, 70 anos e sedentária: nunca abaixo do mínimo seguro de 1.200 kcal', () => {
    const targets = dailyTargets(carla, 'sedentary', 'lose');
    expect(targets.energyKcal).toBe(1200);
    expect(targets.floorApplied).toBe(true);
    expect(targets).toMatchObject({ proteinG: 72, fatG: 40, carbsG: 138, waterMl: 1600 });
  });

  it('homens têm mínimo de 1.500 kcal', () => {
    const small = { sex: 'male', ageYears: 90, heightCm: 150, weightKg: 40 } as const;
    expect(dailyTargets(small, 'sedentary', 'lose').energyKcal).toBe(1500);
  });

  it('Diego, atleta, mantém o peso: gasto de manutenção', () => {
    expect(dailyTargets(diego, 'athlete', 'maintain')).toMatchObject({
      energyKcal: 3180,
      proteinG: 70,
      fatG: 106,
      carbsG: 487,
      waterMl: 2450,
    });
  });

  it('Eva, 130 kg: proteína limitada a 35 % da energia', () => {
    const targets = dailyTargets(eva, 'sedentary', 'lose');
    expect(targets.energyKcal).toBe(1890);
    expect(targets.proteinG).toBe(165);
    expect(targets.proteinG * 4).toBeLessThanOrEqual(targets.energyKcal * 0.35);
  });

  it('"melhorar a saúde" usa a energia de manutenção', () => {
    expect(dailyTargets(ana, 'light', 'health').energyKcal).toBe(1820);
  });

  it.each(['sedentary', 'light', 'moderate', 'active', 'athlete'] as const)(
    'a energia cresce com a atividade (%s) e fecha com os macros',
    (activity) => {
      const t = dailyTargets(bruno, activity, 'maintain');
      const fromMacros = t.proteinG * 4 + t.carbsG * 4 + t.fatG * 9;
      expect(Math.abs(fromMacros - t.energyKcal)).toBeLessThanOrEqual(10);
    },
  );
});
