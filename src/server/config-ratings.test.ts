import { describe, expect, it } from 'vitest';
import { DEFAULT_RATINGS_MIN_TO_SHOW, loadConfig } from './config';

describe('RATINGS_MIN_TO_SHOW', () => {
  it('tem um padrão e aceita outro inteiro positivo', () => {
    expect(loadConfig({}).ratingsMinToShow).toBe(DEFAULT_RATINGS_MIN_TO_SHOW);
    expect(loadConfig({ RATINGS_MIN_TO_SHOW: '50' }).ratingsMinToShow).toBe(50);
  });

  it.each([
    ['0', /RATINGS_MIN_TO_SHOW: RATINGS_MIN_TO_SHOW precisa ser pelo menos 1/],
    ['2.5', /RATINGS_MIN_TO_SHOW: RATINGS_MIN_TO_SHOW precisa ser um número inteiro/],
    ['muitas', /RATINGS_MIN_TO_SHOW: RATINGS_MIN_TO_SHOW precisa ser um número inteiro/],
  ])('recusa %s, nomeando a variável', (value, message) => {
    expect(() => loadConfig({ RATINGS_MIN_TO_SHOW: value })).toThrow(message);
  });
});
