import { describe, expect, it } from 'vitest';
import { greetingFor, instantAt, localDate, localHour, localTime } from './sao-paulo';

describe('calendário de São Paulo', () => {
  it('uma refeição às 23:30 em São Paulo conta para aquele dia, não para o dia UTC', () => {
    expect(localDate(new Date('2026-03-11T02:30:00Z'))).toBe('2026-03-10');
  });

  it('respeita o horário de verão antigo (UTC−2 em janeiro de 2018)', () => {
    expect(localHour(new Date('2018-01-15T12:00:00Z'))).toBe(10);
    expect(localHour(new Date('2026-01-15T12:00:00Z'))).toBe(9);
  });

  it.each([
    ['2026-06-01T07:59:00Z', 'Boa noite'], // 04:59
    ['2026-06-01T08:00:00Z', 'Bom dia'], // 05:00
    ['2026-06-01T14:59:00Z', 'Bom dia'], // 11:59
    ['2026-06-01T15:00:00Z', 'Boa tarde'], // 12:00
    ['2026-06-01T20:59:00Z', 'Boa tarde'], // 17:59
    ['2026-06-01T21:00:00Z', 'Boa noite'], // 18:00
    ['2026-06-02T02:59:00Z', 'Boa noite'], // 23:59
  ])('às %s diz %s', (iso, greeting) => {
    expect(greetingFor(new Date(iso))).toBe(greeting);
  });
});

describe('instantAt / localTime', () => {
  it('converte data e hora de São Paulo no instante, e de volta', () => {
    expect(instantAt('2026-11-22', '12:30').toISOString()).toBe('2026-11-22T15:30:00.000Z');
    expect(localTime(new Date('2026-11-22T15:30:00Z'))).toBe('12:30');
    expect(instantAt('2026-11-22', '23:30').toISOString()).toBe('2026-11-23T02:30:00.000Z');
  });

  it('usa o deslocamento daquela data (horário de verão até 2019)', () => {
    expect(instantAt('2018-12-01', '12:00').toISOString()).toBe('2018-12-01T14:00:00.000Z');
  });
});

describe('datas nas bordas do calendário', () => {
  it('escreve anos com quatro dígitos', () => {
    expect(localDate(new Date('0950-06-01T12:00:00Z'))).toBe('0950-06-01');
    expect(instantAt('0950-06-01', '12:00').getUTCFullYear()).toBe(950);
  });

  it('recusa instantes fora dos anos 0001–9999 em vez de responder "1-06-01" ou "10000-06-01"', () => {
    expect(() => localDate(new Date('0000-06-01T12:00:00Z'))).toThrow(RangeError);
    expect(() => localDate(new Date('+010000-06-01T12:00:00Z'))).toThrow(RangeError);
    expect(() => localDate(new Date('nunca'))).toThrow(RangeError);
  });
});
