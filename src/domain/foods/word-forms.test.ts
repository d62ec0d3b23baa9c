import { describe, expect, it } from 'vitest';
import { baseForm } from './word-forms';

const sameBase = (...words: string[]) => new Set(words.map(baseForm)).size === 1;

describe('baseForm', () => {
  it.each([
    ['pao', 'paes', 'paozinho', 'paezinhos'],
    ['ovo', 'ovos', 'ovinho', 'ovinhos'],
    ['banana', 'bananas', 'bananinha'],
    ['grelhado', 'grelhada', 'grelhados', 'grelhadas'],
    ['feijao', 'feijoes', 'feijaozinho'],
    ['frango', 'franguinho'],
    ['colher', 'colheres', 'colherzinha'],
    ['pastel', 'pasteis'],
    ['pudim', 'pudins'],
    ['noz', 'nozes'],
    ['cafe', 'cafezinho'],
    ['cru', 'crua', 'crus'],
    ['doce', 'docinho', 'doces'],
    ['frances', 'franceses'],
  ])('gives one base to %s and its forms', (...words) => {
    expect(sameBase(...words)).toBe(true);
  });

  it('keeps different foods apart', () => {
    expect(baseForm('lima')).not.toBe(baseForm('limao'));
    expect(baseForm('cha')).not.toBe(baseForm('cafe'));
    expect(baseForm('queijo')).not.toBe(baseForm('quiabo'));
  });

  it('leaves short words and numbers alone', () => {
    expect(baseForm('pf')).toBe('pf');
    expect(baseForm('100g')).toBe('100g');
  });
});
