import { describe, expect, it } from 'vitest';
import type { WeightSummary } from '@/contracts/body';
import { latestWeightText, recomputeNotice, weightGoalLines, weightTrendText } from './weight-summary';

const rui: WeightSummary = {
  latest: { id: '6f1d3c2a-8a47-4e0f-9d0e-2b7f1c9a4e11', date: '2026-11-22', weightKg: 71.8 },
  previous: { id: '0b9e7d1c-3f52-4a86-b1e4-7c2d9a5f3e20', date: '2026-11-20', weightKg: 84.2 },
  targetsWeightKg: 85,
  suggestRecompute: true,
  goal: null,
};

describe('cartão de peso', () => {
  it('mostra o último peso com vírgula decimal', () => {
    expect(latestWeightText(rui)).toBe('71,8 kg em 22/11');
    expect(latestWeightText({ ...rui, latest: null, previous: null })).toBeNull();
  });

  it('mostra a tendência desde a pesagem anterior', () => {
    expect(weightTrendText(rui)).toBe('−12,4 kg desde 20/11');
    expect(weightTrendText({ ...rui, latest: { ...rui.latest!, weightKg: 84.7 } })).toBe('+0,5 kg desde 20/11');
    expect(weightTrendText({ ...rui, latest: { ...rui.latest!, weightKg: 84.2 } })).toBe('sem mudança desde 20/11');
    expect(weightTrendText({ ...rui, previous: null })).toBeNull();
  });

  it('diz que as metas ainda usam o peso antigo', () => {
    expect(recomputeNotice(rui)).toBe('Suas metas ainda são calculadas com 85 kg; seu último peso é 71,8 kg.');
    expect(recomputeNotice({ ...rui, suggestRecompute: false })).toBeNull();
  });

  it('diz a meta e a data como estimativa, nunca promessa, e quando o mínimo seguro freia o ritmo', () => {
    const projection = {
      direction: 'lose' as const,
      remainingKg: 5,
      weeklyRateKg: 0.5,
      weeks: 10,
      estimatedDate: '2027-01-31',
      dailyEnergyKcal: 1400,
      floorLimited: false,
    };
    const goal = { goalWeightKg: 65, weeklyRateKg: 0.5, projection };
    expect(weightGoalLines({ ...rui, goal })).toEqual([
      'Meta: 65 kg, 0,5 kg por semana.',
      'Estimativa: por volta de 31/01/2027 (10 semanas, com cerca de 1.400 kcal por dia). É uma estimativa, não uma promessa: o peso não muda em linha reta.',
    ]);
    const slowed = { ...projection, weeklyRateKg: 0.45, weeks: 12, estimatedDate: '2027-02-14', floorLimited: true };
    expect(weightGoalLines({ ...rui, goal: { ...goal, weeklyRateKg: 1, projection: slowed } })?.[1]).toBe(
      'Para não comer menos que o mínimo seguro de energia, a estimativa usa 0,45 kg por semana.',
    );
    const none = { ...projection, weeks: null, estimatedDate: null, dailyEnergyKcal: null, floorLimited: true };
    expect(weightGoalLines({ ...rui, goal: { ...goal, projection: none } })?.[1]).toMatch(
      /não dá para estimar uma data/,
    );
    expect(weightGoalLines({ ...rui, goal: { ...goal, projection: { ...projection, direction: 'reached' } } })).toEqual(
      ['Meta de 65 kg alcançada.'],
    );
    expect(weightGoalLines(rui)).toBeNull();
  });
});
