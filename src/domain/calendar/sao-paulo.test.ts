import { describe, expect, it } from 'vitest';
import { greetingFor, localDate, localHour } from './sao-paulo';

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
