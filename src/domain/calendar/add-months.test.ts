import { describe, expect, it } from 'vitest';
import { addMonthsInSaoPaulo } from './add-months';

const iso = (d: Date) => d.toISOString();

describe('addMonthsInSaoPaulo', () => {
  it('mantém o dia e a hora locais', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2026-11-22T15:00:00Z'), 1))).toBe('2026-12-22T15:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2026-12-22T15:00:00Z'), 1))).toBe('2027-01-22T15:00:00.000Z');
  });

  it('usa o calendário de São Paulo, não UTC: 31/01 23:30 local renova em 28/02 23:30 local', () => {
    // 2027-02-01T02:30Z is still 31 January in São Paulo.
    const renewal = addMonthsInSaoPaulo(new Date('2027-02-01T02:30:00Z'), 1);
    expect(iso(renewal)).toBe('2027-03-01T02:30:00.000Z'); // 28/02 23:30 in São Paulo
  });

  it('ajusta para o último dia dos meses mais curtos, inclusive em anos bissextos', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2028-01-31T12:00:00Z'), 1))).toBe('2028-02-29T12:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2026-03-31T12:00:00Z'), 1))).toBe('2026-04-30T12:00:00.000Z');
  });

  it('atravessa anos nos dois sentidos', () => {
    expect(iso(addMonthsInSaoPaulo(new Date('2026-12-15T12:00:00Z'), 2))).toBe('2027-02-15T12:00:00.000Z');
    expect(iso(addMonthsInSaoPaulo(new Date('2027-01-15T12:00:00Z'), -1))).toBe('2026-12-15T12:00:00.000Z');
  });

  it('trata os anos em que o Brasil ainda tinha horário de verão (até 2019)', () => {
    // DST began on 04/11/2018: 15/10 12:00 local was UTC−03:00, 15/11 12:00 local was UTC−02:00.
    expect(iso(addMonthsInSaoPaulo(new Date('2018-10-15T15:00:00Z'), 1))).toBe('2018-11-15T14:00:00.000Z');
  });
});
