import { describe, expect, it } from 'vitest';
import { formatBrl, formatBrlCompact } from './format-brl';

describe('formatBrl', () => {
  it('formata centavos em reais com vírgula decimal e ponto de milhar', () => {
    expect(formatBrl(2990)).toBe('R$\u00a029,90');
    expect(formatBrl(123456)).toBe('R$\u00a01.234,56');
    expect(formatBrl(5)).toBe('R$\u00a00,05');
  });

  it('no texto de divulgação, valores inteiros sem centavos', () => {
    expect(formatBrlCompact(24000)).toBe('R$\u00a0240');
    expect(formatBrlCompact(2990)).toBe('R$\u00a029,90');
  });
});
