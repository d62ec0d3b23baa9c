import { describe, expect, it } from 'vitest';
import { CONFIRM_BELOW_CONFIDENCE, FLAGGED_CONFIDENCE, needsConfirmation } from './confidence';

describe('confiança de um item analisado', () => {
  it('pede "Confira" abaixo de 0,6 e só então', () => {
    expect(CONFIRM_BELOW_CONFIDENCE).toBe(0.6);
    expect(needsConfirmation(0.59)).toBe(true);
    expect(needsConfirmation(0.6)).toBe(false);
    expect(needsConfirmation(0.95)).toBe(false);
  });

  it('sem confiança (item escolhido pela pessoa) não pede nada', () => {
    expect(needsConfirmation(undefined)).toBe(false);
  });

  it('o que o analisador marca para conferir fica logo abaixo do limite', () => {
    expect(needsConfirmation(FLAGGED_CONFIDENCE)).toBe(true);
    expect(FLAGGED_CONFIDENCE).toBeCloseTo(0.59, 10);
  });
});
