import { describe, expect, it } from 'vitest';
import { toSearchKey } from './search-key';

describe('toSearchKey', () => {
  it.each([
    ['Feijão', 'feijao'],
    ['FEIJÃO CARIOCA', 'feijao carioca'],
    ['Pão francês', 'pao frances'],
    ['maçã', 'maca'],
    ['Açaí', 'acai'],
    ['banana-da-terra', 'banana da terra'],
    ["banana d'água", 'banana d agua'],
    ['  arroz,   tipo 1  ', 'arroz tipo 1'],
    ['Margarina (65% de gordura)', 'margarina 65 de gordura'],
    ['', ''],
  ])('%j → %j', (input, expected) => {
    expect(toSearchKey(input)).toBe(expected);
  });

  it('iguala as grafias com e sem acento que as pessoas digitam', () => {
    // Both spellings reach the same key, and that key is the plain one (not, say, an empty string for both).
    expect([toSearchKey('brócolis'), toSearchKey('brocolis')]).toEqual(['brocolis', 'brocolis']);
    expect([toSearchKey('Chá'), toSearchKey('cha')]).toEqual(['cha', 'cha']);
  });
});
