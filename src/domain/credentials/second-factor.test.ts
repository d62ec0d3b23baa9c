import { describe, expect, it } from 'vitest';
import {
  FRESH_SECOND_FACTOR_MS,
  formatRecoveryCode,
  isFreshSecondFactor,
  normalizeRecoveryCode,
  readSecondFactorCode,
} from './second-factor';

const bytes = (...values: number[]) => Uint8Array.from(values);

describe('códigos de recuperação', () => {
  it('formata 12 bytes como três grupos de quatro caracteres do alfabeto de Crockford', () => {
    expect(formatRecoveryCode(bytes(0, 1, 2, 3, 10, 11, 31, 32, 33, 255, 254, 100))).toBe('0123-abz0-1zy4');
  });

  it('recusa menos bytes do que um código precisa', () => {
    expect(() => formatRecoveryCode(bytes(1, 2, 3))).toThrow();
  });

  it('aceita o código digitado em maiúsculas, com espaços e sem hífens, trocando O por 0 e I/L por 1', () => {
    expect(normalizeRecoveryCode('0123-ABZ0-1ZY4')).toBe('0123abz01zy4');
    expect(normalizeRecoveryCode(' 0123 abzO lzy4 ')).toBe('0123abz01zy4');
    expect(normalizeRecoveryCode('0123abz0Izy4')).toBe('0123abz01zy4');
  });

  it('recusa o que não pode ser um código (tamanho errado, letra fora do alfabeto)', () => {
    expect(normalizeRecoveryCode('0123-abz0-1zy')).toBeNull();
    expect(normalizeRecoveryCode('0123-abz0-1zyu')).toBeNull();
    expect(normalizeRecoveryCode('')).toBeNull();
  });
});

describe('o código digitado no segundo passo', () => {
  it('seis dígitos são um código do app autenticador, mesmo com espaço no meio', () => {
    expect(readSecondFactorCode('123 456')).toEqual({ kind: 'totp', code: '123456' });
  });

  it('o resto precisa ser um código de recuperação', () => {
    expect(readSecondFactorCode('0123-abz0-1zy4')).toEqual({ kind: 'recovery', code: '0123abz01zy4' });
    expect(readSecondFactorCode('12345')).toBeNull();
    expect(readSecondFactorCode('1234567')).toBeNull();
  });
});

describe('prova recente do segundo fator', () => {
  const at = new Date('2026-11-22T15:00:00Z');
  const later = (ms: number) => new Date(at.getTime() + ms);

  it('vale por 10 minutos depois do código', () => {
    expect(isFreshSecondFactor(at, later(0))).toBe(true);
    expect(isFreshSecondFactor(at, later(FRESH_SECOND_FACTOR_MS - 1))).toBe(true);
    expect(isFreshSecondFactor(at, later(FRESH_SECOND_FACTOR_MS))).toBe(false);
  });

  it('sem código nesta sessão, ou com um instante no futuro, não vale', () => {
    expect(isFreshSecondFactor(null, at)).toBe(false);
    expect(isFreshSecondFactor(later(60_000), at)).toBe(false);
  });
});
