import { describe, expect, it } from 'vitest';
import { clockOffsetMs, countdownParts, serverTime } from './countdown';
import { LAUNCH_OFFER_LAST_SECOND } from './pricing';

const at = (iso: string) => new Date(iso);

describe('countdownParts', () => {
  it('splits the time left into days, hours, minutes and seconds', () => {
    // 31/10/2025 23:59:59 in São Paulo is 2025-11-01T02:59:59Z; the offer ends a second later.
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-10-29T23:54:53Z'));
    expect(parts).toMatchObject({ days: 2, hours: 3, minutes: 5, seconds: 7, ended: false });
  });

  it('still counts during the last second and shows 00:00:00 exactly at the end', () => {
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:59:59.500Z'))).toMatchObject({
      days: 0,
      hours: 0,
      minutes: 0,
      seconds: 1,
      ended: false,
    });
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T03:00:00Z'))).toMatchObject({
      remainingMs: 0,
      seconds: 0,
      ended: true,
    });
  });

  it('never goes negative after the deadline', () => {
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2026-11-22T12:00:00Z'));
    expect(parts).toEqual({ remainingMs: 0, days: 0, hours: 0, minutes: 0, seconds: 0, ended: true });
  });

  it('rounds partial seconds up so a tick never skips a second', () => {
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:58:59.001Z')).minutes).toBe(1);
    expect(countdownParts(LAUNCH_OFFER_LAST_SECOND, at('2025-11-01T02:58:59.001Z')).seconds).toBe(1);
  });
});

describe('clockOffsetMs', () => {
  it('measures a device clock that runs a year fast, allowing for half the round trip', () => {
    const offset = clockOffsetMs({
      serverNow: at('2025-10-30T12:00:00.100Z'),
      sentAt: at('2026-10-30T12:00:00.000Z'),
      receivedAt: at('2026-10-30T12:00:00.200Z'),
    });
    // The server answered at .100 on its clock, about when the device read .100 on its own.
    expect(offset).toBe(at('2025-10-30T12:00:00Z').getTime() - at('2026-10-30T12:00:00Z').getTime());
    expect(serverTime(at('2026-10-30T12:00:05Z'), offset).toISOString()).toBe('2025-10-30T12:00:05.000Z');
  });

  it('is zero for clocks in step and ignores a negative round trip (clock changed mid-request)', () => {
    const same = at('2025-10-30T12:00:00Z');
    expect(clockOffsetMs({ serverNow: same, sentAt: same, receivedAt: same })).toBe(0);
    expect(clockOffsetMs({ serverNow: same, sentAt: at('2025-10-30T12:00:01Z'), receivedAt: same })).toBe(0);
  });

  it('keeps the countdown right on a wrong device clock', () => {
    const offset = clockOffsetMs({
      serverNow: at('2025-10-31T23:00:00-03:00'),
      sentAt: at('2030-01-01T00:00:00Z'),
      receivedAt: at('2030-01-01T00:00:00Z'),
    });
    const parts = countdownParts(LAUNCH_OFFER_LAST_SECOND, serverTime(at('2030-01-01T00:00:10Z'), offset));
    expect(parts).toMatchObject({ days: 0, hours: 0, minutes: 59, seconds: 50, ended: false });
  });
});
