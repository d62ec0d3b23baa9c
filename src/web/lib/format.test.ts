import { describe, expect, it } from 'vitest';
import { formatBrl, formatBrlCompact, formatDate, formatDecimal, formatGrams, formatKcal, formatMl } from './format';

// Intl separates "R$" from the amount with a no-break space.
const nbsp = '\u00a0';

describe('formatadores pt-BR', () => {
  it('agrupa milhares com ponto e usa vírgula decimal', () => {
    expect(formatKcal(2150)).toBe('2.150 kcal');
    expect(formatGrams(118.4)).toBe('118 g');
    expect(formatMl(2450)).toBe('2.450 mL');
    expect(formatDecimal(4.9)).toBe('4,9');
  });

  it('shows integer centavos as reais', () => {
    expect(formatBrl(2990)).toBe(`R$${nbsp}29,90`);
    expect(formatBrlCompact(24000)).toBe(`R$${nbsp}240`);
    expect(formatBrlCompact(2990)).toBe(`R$${nbsp}29,90`);
  });

  it('data um instante pelo calendário de São Paulo', () => {
    // 01:30 UTC on the 23rd is still 22:30 on the 22nd in São Paulo (UTC−3).
    expect(formatDate('2026-11-23T01:30:00Z')).toBe('22/11/2026');
  });
});
