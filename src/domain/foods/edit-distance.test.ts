import { describe, expect, it } from 'vitest';
import { editDistanceWithin, slipSubstitution, typoAllowance } from './edit-distance';

describe('editDistanceWithin', () => {
  it('conta inserções, remoções, substituições e trocas', () => {
    expect(editDistanceWithin('fejao', 'feijao', 2)).toBe(1);
    expect(editDistanceWithin('arros', 'arroz', 2)).toBe(1);
    expect(editDistanceWithin('tomtae', 'tomate', 2)).toBe(1);
    expect(editDistanceWithin('brocols', 'brocolis', 2)).toBe(1);
    expect(editDistanceWithin('abc', 'abc', 0)).toBe(0);
  });

  it('desiste além da tolerância', () => {
    expect(editDistanceWithin('banana', 'maca', 1)).toBeNull();
    expect(editDistanceWithin('queijo', 'quiabo', 1)).toBeNull();
  });

  it('perdoa mais em palavras mais longas', () => {
    expect(typoAllowance(3)).toBe(0);
    expect(typoAllowance(5)).toBe(1);
    expect(typoAllowance(9)).toBe(2);
  });

  it('ao ler descrições, perdoa deslizes de digitação ou de ouvido, não outras palavras', () => {
    const slip = (a: string, b: string) => editDistanceWithin(a, b, 1, slipSubstitution);
    expect(slip('arros', 'arroz')).toBe(1); // s/z sound alike
    expect(slip('alfase', 'alface')).toBe(1);
    expect(slip('carme', 'carne')).toBe(1); // m/n side by side
    expect(slip('fejao', 'feijao')).toBe(1);
    expect(slip('canela', 'canola')).toBeNull(); // another word, not a slip
    expect(slip('bolo', 'bola')).toBeNull();
  });
});
