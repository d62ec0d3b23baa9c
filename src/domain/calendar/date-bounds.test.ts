import { describe, expect, it } from 'vitest';
import { EARLIEST_DATE, isDateWithin, isInstantWithin, logDateBounds, queryDateBounds } from './date-bounds';

const today = '2026-11-22';

describe('o intervalo aceito de datas (decisão 0017)', () => {
  it('registros vão de 01/01/2000 a amanhã; consultas, até um ano à frente', () => {
    expect(EARLIEST_DATE).toBe('2000-01-01');
    expect(logDateBounds(today)).toEqual({ earliest: '2000-01-01', latest: '2026-11-23' });
    expect(queryDateBounds(today)).toEqual({ earliest: '2000-01-01', latest: '2027-11-23' });
  });

  it('inclui as duas pontas e nada além delas', () => {
    const logs = logDateBounds(today);
    expect(isDateWithin('2000-01-01', logs)).toBe(true);
    expect(isDateWithin('2026-11-23', logs)).toBe(true);
    expect(isDateWithin('1999-12-31', logs)).toBe(false);
    expect(isDateWithin('2026-11-24', logs)).toBe(false);
  });

  it.each(['0000-01-01', '1900-01-01', '1970-01-01', '9999-12-31', '2026-02-29', 'hoje'])('recusa %s', (date) => {
    expect(isDateWithin(date, queryDateBounds(today))).toBe(false);
  });

  it('põe um instante na sua data de São Paulo: 23:30 do último dia entra, 00:00 do seguinte fica fora', () => {
    const logs = logDateBounds(today);
    expect(isInstantWithin(new Date('2026-11-24T02:30:00Z'), logs)).toBe(true); // 23/11 23:30 in São Paulo
    expect(isInstantWithin(new Date('2026-11-24T03:00:00Z'), logs)).toBe(false); // 24/11 00:00
    expect(isInstantWithin(new Date('2000-01-01T02:00:00Z'), logs)).toBe(true); // 01/01/2000 00:00 (UTC−2, DST)
    expect(isInstantWithin(new Date('2000-01-01T01:59:59Z'), logs)).toBe(false);
  });

  it.each(['0000-01-01T12:00:00Z', '1970-01-01T00:00:00Z', '+010000-01-01T00:00:00Z'])(
    'recusa o instante %s',
    (iso) => {
      expect(isInstantWithin(new Date(iso), logDateBounds(today))).toBe(false);
    },
  );

  it('recusa um Date inválido', () => {
    expect(isInstantWithin(new Date('nunca'), logDateBounds(today))).toBe(false);
  });
});
