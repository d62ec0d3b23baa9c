import { describe, expect, it } from 'vitest';
import { DAILY_TIPS, tipForDate } from './daily-tips';

describe('tipForDate', () => {
  it('escolhe a dica pelo número de dias desde 2026-01-01, em ciclo pelas cinco', () => {
    expect(tipForDate('2026-01-01')).toBe(DAILY_TIPS[0]);
    expect(tipForDate('2026-01-02')).toBe(DAILY_TIPS[1]);
    expect(tipForDate('2026-01-06')).toBe(DAILY_TIPS[0]); // five days later, the cycle starts over
    expect(tipForDate('2026-11-22')).toBe(DAILY_TIPS[0]); // 325 days after 2026-01-01
    expect(tipForDate('2026-11-23')).toBe(DAILY_TIPS[1]);
    expect(tipForDate('2025-12-31')).toBe(DAILY_TIPS[4]); // before the reference date, still in the cycle
  });

  it('mostra cada uma das cinco uma vez em quaisquer cinco dias seguidos', () => {
    const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map(tipForDate);
    expect(new Set(week).size).toBe(DAILY_TIPS.length);
  });
});
