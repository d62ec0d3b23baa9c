import { describe, expect, it } from 'vitest';
import { DAILY_TIPS, tipForDate } from './daily-tips';

describe('tipForDate', () => {
  it('keeps the tip for the whole day and moves on the next day, cycling through the five', () => {
    expect(tipForDate('2026-11-22')).toBe(tipForDate('2026-11-22'));
    expect(tipForDate('2026-11-23')).not.toBe(tipForDate('2026-11-22'));
    const week = ['2026-11-22', '2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26'].map(tipForDate);
    expect(new Set(week).size).toBe(DAILY_TIPS.length);
    expect(tipForDate('2025-12-31')).toBeTruthy(); // before the reference date too
  });
});
