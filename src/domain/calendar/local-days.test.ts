import { describe, expect, it } from 'vitest';
import { addDays, datesFrom, daysBetween, isLocalDate, MAX_LISTED_DAYS } from './local-days';

describe('isLocalDate', () => {
  it.each(['2026-11-22', '2028-02-29', '2000-02-29', '0001-01-01', '9999-12-31'])('aceita %s', (date) => {
    expect(isLocalDate(date)).toBe(true);
  });

  it.each([
    '0000-01-01', // there is no year 0 in a YYYY-MM-DD date nor in PostgreSQL
    '2026-02-29', // not a leap year
    '1900-02-29', // century, not a leap year
    '2026-13-01',
    '2026-04-31',
    '2026-11-00',
    '+010000-01-01',
    '2026-1-01',
    ' 2026-11-22',
    '2026-11-22T00:00:00Z',
    '',
  ])('recusa %j', (date) => {
    expect(isLocalDate(date)).toBe(false);
  });
});

describe('addDays / daysBetween / datesFrom', () => {
  it('atravessa meses, anos e dias bissextos', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDays('2100-02-28', 1)).toBe('2100-03-01'); // 2100 is not a leap year
    expect(addDays('2000-02-28', 1)).toBe('2000-02-29'); // 2000 is
    expect(daysBetween('2026-10-25', '2026-11-22')).toBe(28);
    expect(datesFrom('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
  });

  it('mantém anos com quatro dígitos perto do ano 1 (Date.UTC leria 0050 como 1950)', () => {
    expect(addDays('0050-01-01', 1)).toBe('0050-01-02');
    expect(addDays('0001-01-02', -1)).toBe('0001-01-01');
    expect(daysBetween('0099-12-31', '0100-01-01')).toBe(1);
  });

  it('recusa sair dos anos 0001–9999 em vez de escrever "+010000-01-01"', () => {
    expect(addDays('9999-12-30', 1)).toBe('9999-12-31');
    expect(() => addDays('9999-12-31', 1)).toThrow(RangeError);
    expect(() => addDays('0001-01-01', -1)).toThrow(RangeError);
  });

  it('recusa o que não é data em vez de inventar uma', () => {
    expect(() => addDays('0000-01-01', 1)).toThrow(RangeError);
    expect(() => daysBetween('2026-11-22', 'amanhã')).toThrow(RangeError);
  });

  it('lista os últimos dias do ano 9999 e para (o laço que travava o servidor)', () => {
    expect(datesFrom('9999-12-29', '9999-12-31')).toEqual(['9999-12-29', '9999-12-30', '9999-12-31']);
  });

  it('não lista nada quando o período termina antes de começar', () => {
    expect(datesFrom('2026-11-22', '2026-11-21')).toEqual([]);
  });

  it('recusa listar mais dias do que qualquer tela mostra, com qualquer entrada', () => {
    expect(datesFrom('2026-01-01', addDays('2026-01-01', MAX_LISTED_DAYS - 1))).toHaveLength(MAX_LISTED_DAYS);
    expect(() => datesFrom('0001-01-01', '9999-12-31')).toThrow(RangeError);
  });
});
