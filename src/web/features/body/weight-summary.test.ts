import { describe, expect, it } from 'vitest';
import type { WeightSummary } from '@/contracts/body';
import { latestWeightText, recomputeNotice, weightTrendText } from './weight-summary';

const rui: WeightSummary = {
  latest: { date: '2026-11-22', weightKg: 71.8 },
  previous: { date: '2026-11-20', weightKg: 84.2 },
  targetsWeightKg: 85,
  suggestRecompute: true,
};

describe('cartão de peso', () => {
  it('mostra o último peso com vírgula decimal', () => {
    expect(latestWeightText(rui)).toBe('71,8 kg em 22/11');
    expect(latestWeightText({ ...rui, latest: null, previous: null })).toBeNull();
  });

  it('mostra a tendência desde a pesagem anterior', () => {
    expect(weightTrendText(rui)).toBe('−12,4 kg desde 20/11');
    expect(weightTrendText({ ...rui, latest: { date: '2026-11-22', weightKg: 84.7 } })).toBe('+0,5 kg desde 20/11');
    expect(weightTrendText({ ...rui, latest: { date: '2026-11-22', weightKg: 84.2 } })).toBe('sem mudança desde 20/11');
    expect(weightTrendText({ ...rui, previous: null })).toBeNull();
  });

  it('diz que as metas ainda usam o peso antigo', () => {
    expect(recomputeNotice(rui)).toBe('Suas metas ainda são calculadas com 85 kg; seu último peso é 71,8 kg.');
    expect(recomputeNotice({ ...rui, suggestRecompute: false })).toBeNull();
  });
});
