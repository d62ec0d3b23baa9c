import { describe, expect, it } from 'vitest';
import type { WeightSummary } from '@/contracts/body';
import { latestWeightText, recomputeNotice, weightTrendText } from './weight-summary';

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
});
