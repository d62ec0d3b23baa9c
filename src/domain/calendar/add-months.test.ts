import { describe, expect, it } from 'vitest';
import { addMonthsInSaoPaulo } from './add-months';

const iso = (d: Date) => d.toISOString();

describe('addMonthsInSaoPaulo', () => {
  it('keeps the local day and time', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2026-11-22T15:00:00Z'), 1))).toBe('2026-12-22T15:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2026-12-22T15:00:00Z'), 1))).toBe('2027-01-22T15:00:00.000Z');
  });

  it('uses the São Paulo calendar, not UTC: 31/01 23:30 local renews on 28/02 23:30 local', () => {
    // 2027-02-01T02:30Z is still 31 January in São Paulo.
    const renewal = addMonthsInSaoPaulo(new Date('2027-02-01T02:30:00Z'), 1);
    expect(iso(renewal)).toBe('2027-03-01T02:30:00.000Z'); // 28/02 23:30 in São Paulo
  });

  it('clamps to the last day of shorter months, including leap years', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2028-01-31T12:00:00Z'), 1))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2026-03-31T12:00:00Z'), 1))).toBe('2026-04-30T12:00:00.000Z');
  });

  it('crosses years both ways', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2026-12-15T12:00:00Z'), 2))).toBe('2027-02-15T12:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2027-01-15T12:00:00Z'), -1))).toBe('2026-12-15T12:00:00.000Z');
  });

  it('handles the years Brazil still had daylight saving time (until 2019)', () => {
    // DST began on 04/11/2018: 15/10 12:00 local was UTC−03:00, 15/11 12:00 local was UTC−02:00.
    expect(iso(addMonthsInSaoPaulo(new Date('2018-10-15T15:00:00Z'), 1))).toBe('2018-11-15T14:00:00.000Z');
  });
});
