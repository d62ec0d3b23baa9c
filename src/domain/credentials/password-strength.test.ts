import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Fraca'],
    ['abc', 0, 'Fraca'],
    ['abcdefgh', 1, 'Fraca'],
    ['Abcdefgh', 2, 'Média'],
    ['abcdefg1', 2, 'Média'],
    ['Abcdefg1', 3, 'Forte'],
    ['Abcdef1!', 4, 'Forte'],
    ['A1!', 3, 'Forte'],
  ])('pontua %j com %i ponto(s): %s', (password, score, label) => {
    const result = passwordStrength(password);
    expect(result.score).toBe(score);
    expect(result.label).toBe(label);
  });

  it('conta acentos e espaços como símbolo, não como maiúscula', () => {
    const result = passwordStrength('ção çãoé');
    expect(result.checks.uppercase).toBe(false);
    expect(result.checks.symbol).toBe(true);
  });
});
