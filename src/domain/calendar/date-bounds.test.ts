import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE, isDateWithin, isInstantWithin, logDateBounds, queryDateBounds } from './date-bounds';

const today = '2026-11-22';

describe('the accepted range of dates (decision 0017)', () => {
  it('logs reach from 01/01/2000 to tomorrow; queries to a year ahead', () => {
    expect(EARLIEST_DATE).toBe('2000-01-01');
    expect(logDateBounds(today)).toEqual({ earliest: '2000-01-01', latest: '2026-11-23' });
    expect(queryDateBounds(today)).toEqual({ earliest: '2000-01-01', latest: '2027-11-23' });
  });

  it('includes both ends and nothing past them', () => {
    const logs = logDateBounds(today);
    expect(isDateWithin('2000-01-01', logs)).toBe(true);
    expect(isDateWithin('2026-11-23', logs)).toBe(true);
    expect(isDateWithin('1999-12-31', logs)).toBe(false);
    expect(isDateWithin('2026-11-24', logs)).toBe(false);
  });

  it.each(['0000-01-01', '1900-01-01', '1970-01-01', '9999-12-31', '2026-02-29', 'hoje'])('refuses %s', (date) => {
    expect(isDateWithin(date, queryDateBounds(today))).toBe(false);
  });

  it('places an instant on its São Paulo date: 23:30 of the last day is in, 00:00 of the next is out', () => {
    const logs = logDateBounds(today);
    expect(isInstantWithin(new Date('2026-11-24T02:30:00Z'), logs)).toBe(true); // 23/11 23:30 in São Paulo
    expect(isInstantWithin(new Date('2026-11-24T03:00:00Z'), logs)).toBe(false); // 24/11 00:00
    expect(isInstantWithin(new Date('2000-01-01T02:00:00Z'), logs)).toBe(true); // 01/01/2000 00:00 (UTC−2, DST)
    expect(isInstantWithin(new Date('2000-01-01T01:59:59Z'), logs)).toBe(false);
  });

  it.each(['0000-01-01T12:00:00Z', '1970-01-01T00:00:00Z', '+010000-01-01T00:00:00Z'])(
    'refuses the instant %s',
    (iso) => {
      expect(isInstantWithin(new Date(iso), logDateBounds(today))).toBe(false);
    },
  );

  it('refuses an invalid Date', () => {
    expect(isInstantWithin(new Date('nunca'), logDateBounds(today))).toBe(false);
  });
});
