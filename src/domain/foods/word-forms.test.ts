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
  ])('dá uma só base para %s e suas formas', (...words) => {
    expect(sameBase(...words)).toBe(true);
  });

  it('mantém alimentos diferentes separados', () => {
    expect(baseForm('lima')).not.toBe(baseForm('limao'));
    expect(baseForm('cha')).not.toBe(baseForm('cafe'));
    expect(baseForm('queijo')).not.toBe(baseForm('quiabo'));
  });

  it('não mexe em palavras curtas nem em números', () => {
    expect(baseForm('pf')).toBe('pf');
    expect(baseForm('100g')).toBe('100g');
  });
});
