import { describe, expect, it } from 'vitest';
import { adjustableClock } from './clock';

describe('adjustableClock', () => {
  it('runs on from the instant it was set to, and goes back to the system clock on reset', () => {
    let system = new Date('2026-11-22T12:00:00Z').getTime();
    const clock = adjustableClock(() => new Date(system));
    expect(clock.now().toISOString()).toBe('2026-11-22T12:00:00.000Z');
    clock.set(new Date('2025-10-31T12:00:00Z'));
    system += 5_000;
    expect(clock.now().toISOString()).toBe('2025-10-31T12:00:05.000Z');
    clock.reset();
    expect(clock.now().toISOString()).toBe('2026-11-22T12:00:05.000Z');
  });
});
