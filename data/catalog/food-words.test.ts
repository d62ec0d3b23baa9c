import { describe, expect, it } from 'vitest';
import { hasPof } from '../../scripts/catalog/reference-data';
import { computeFoodWords } from '../../scripts/catalog/food-words-from-pof';
import { loadCatalog } from './index';
import foodWords from './food-words.json' with { type: 'json' };

describe('palavras de alimentos da POF 2008-2009', () => {
  it('conhece alimentos que o catálogo não tem, e não as grafias do IBGE para os que ele tem', () => {
    const { known, nouns } = loadCatalog().foodWords;
    for (const word of ['salsicha', 'risoto', 'pizza', 'coalho', 'pate', 'sushi'])
      expect(known.has(word), word).toBe(true);
    expect(nouns.has('coalho')).toBe(true); // "queijo de coalho"
    expect(known.has('calabreza')).toBe(false); // IBGE's spelling of calabresa: still a slip
    expect(loadCatalog().foodWords.phrases.has('batata palha')).toBe(true);
  });

  it('é a lista que scripts/catalog/build-food-words.ts calcula da tabela do IBGE', () => {
    expect(hasPof, '../shared/data/ibge-pof ausente').toBe(true);
    const computed = computeFoodWords();
    expect(foodWords.words).toEqual(computed.words);
    expect(foodWords.nouns).toEqual(computed.nouns);
    expect(foodWords.phrases).toEqual(computed.phrases);
  });
});
