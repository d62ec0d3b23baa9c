import { describe, expect, it } from 'vitest';
import { isValidGtin, normaliseGtin } from './gtin';

describe('isValidGtin', () => {
  it.each([
    ['7891000100103', 'EAN-13 brasileiro (prefixo GS1 Brasil 789)'],
    ['7894900011517', 'EAN-13 de refrigerante'],
    ['96385074', 'EAN-8 do exemplo da GS1'],
    ['036000291452', 'UPC-A do exemplo clássico'],
    ['10012345678902', 'GTIN-14'],
  ])('aceita %s (%s)', (code) => {
    expect(isValidGtin(code)).toBe(true);
  });

  it.each([
    ['7891000100104', 'dígito verificador errado'],
    ['789100010010', '12 dígitos com o verificador de um EAN-13'],
    ['12345', 'comprimento que não é de GTIN'],
    ['78910001001O3', 'letra no meio'],
    ['', 'vazio'],
  ])('recusa %s (%s)', (code) => {
    expect(isValidGtin(code)).toBe(false);
  });
});

describe('normaliseGtin', () => {
  it('tira espaços e hífens de quem digita o código impresso', () => {
    expect(normaliseGtin(' 789 1000-100103 ')).toBe('7891000100103');
  });
});
