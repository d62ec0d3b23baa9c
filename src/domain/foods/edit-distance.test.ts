import { describe, expect, it } from 'vitest';
import { editDistanceWithin, typoAllowance } from './edit-distance';

describe('editDistanceWithin', () => {
  it('counts insertions, deletions, substitutions and swaps', () => {
    expect(editDistanceWithin('fejao', 'feijao', 2)).toBe(1);
    expect(editDistanceWithin('arros', 'arroz', 2)).toBe(1);
    expect(editDistanceWithin('tomtae', 'tomate', 2)).toBe(1);
    expect(editDistanceWithin('brocols', 'brocolis', 2)).toBe(1);
    expect(editDistanceWithin('abc', 'abc', 0)).toBe(0);
  });

  it('gives up beyond the allowance', () => {
    expect(editDistanceWithin('banana', 'maca', 1)).toBeNull();
    expect(editDistanceWithin('queijo', 'quiabo', 1)).toBeNull();
  });

  it('forgives more in longer words', () => {
    expect(typoAllowance(3)).toBe(0);
    expect(typoAllowance(5)).toBe(1);
    expect(typoAllowance(9)).toBe(2);
  });
});
