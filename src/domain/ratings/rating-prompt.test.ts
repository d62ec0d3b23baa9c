import { describe, expect, it } from 'vitest';
import { canRate, publicRatingSummary, shouldAskForRating } from './rating-prompt';

const signedUpAt = new Date('2026-11-01T12:00:00Z');
const days = (n: number) => new Date(signedUpAt.getTime() + n * 86_400_000);

describe('shouldAskForRating', () => {
  it('pergunta depois de 14 dias e 5 refeições registradas', () => {
    expect(shouldAskForRating({ signedUpAt, now: days(14), mealsLogged: 5, answered: false })).toBe(true);
  });

  it('não pergunta antes da segunda semana, com poucas refeições ou a quem já respondeu', () => {
    expect(shouldAskForRating({ signedUpAt, now: days(13.9), mealsLogged: 40, answered: false })).toBe(false);
    expect(shouldAskForRating({ signedUpAt, now: days(30), mealsLogged: 4, answered: false })).toBe(false);
    expect(shouldAskForRating({ signedUpAt, now: days(30), mealsLogged: 40, answered: true })).toBe(false);
  });
});

describe('publicRatingSummary', () => {
  it('nada abaixo do mínimo', () => {
    expect(publicRatingSummary(9, 45, 10)).toBeNull();
    expect(publicRatingSummary(0, 0, 0)).toBeNull();
  });

  it('a média com uma casa decimal a partir do mínimo', () => {
    expect(publicRatingSummary(10, 43, 10)).toEqual({ average: 4.3, count: 10 });
    expect(publicRatingSummary(3, 14, 3)).toEqual({ average: 4.7, count: 3 });
  });
});

describe('canRate', () => {
  it('abre a avaliação mesmo para quem dispensou a pergunta, mas não antes da segunda semana', () => {
    expect(canRate({ signedUpAt, now: days(20), mealsLogged: 5 })).toBe(true);
    expect(canRate({ signedUpAt, now: days(10), mealsLogged: 50 })).toBe(false);
  });
});
