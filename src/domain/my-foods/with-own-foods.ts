import { buildFoodIndex, MATCH_WEIGHT, type FoodIndex, type MatchMode, type Term } from '../foods/food-index';
import { NO_FOOD_WORDS } from '../foods/food-words';
import type { Food, FoodCatalog } from '../foods/types';

/**
 * The catalog's index with a person's own foods added, built per request
 * from data (the catalog index is built once per process and never changes).
 * Only the own foods are indexed anew; the catalog's maps are copied by
 * reference per word, which keeps this well under a millisecond for hundreds
 * of own foods (measured in with-own-foods.test.ts).
 */
export function withOwnFoodsIndex(base: FoodIndex, own: readonly Food[]): FoodIndex {
  if (own.length === 0) return base;
  const ownIndex = buildFoodIndex({ foods: own, foodWords: NO_FOOD_WORDS });
  const offset = base.keys.length;
  const keys = [...base.keys, ...ownIndex.keys];
  const keysByWord = new Map(base.keysByWord);
  for (const [word, list] of ownIndex.keysByWord) {
    keysByWord.set(word, [...(base.keysByWord.get(word) ?? []), ...list.map((i) => i + offset)]);
  }
  const foodsByPhrase = new Map(base.foodsByPhrase);
  for (const [phrase, foods] of ownIndex.foodsByPhrase) {
    foodsByPhrase.set(phrase, [...(base.foodsByPhrase.get(phrase) ?? []), ...foods]);
  }
  function wordsFor(term: Term, mode: MatchMode): ReadonlyMap<string, number> {
    const ownWords = ownIndex.wordsFor(term, mode);
    const baseWords = base.wordsFor(term, mode);
    if (ownWords.size === 0) return baseWords;
    // Reading a description, a word the catalog or IBGE knows is that word, not a slip for an own food's word.
    const strictKnown = mode === 'analysis' && base.isKnownWord(term);
    const words = new Map(baseWords);
    for (const [word, weight] of ownWords) {
      if (strictKnown && weight < MATCH_WEIGHT.base) continue;
      words.set(word, Math.max(words.get(word) ?? 0, weight));
    }
    return words;
  }
  return {
    keys,
    keysByWord,
    foodsByPhrase,
    wordsFor,
    isFoodNoun: (term) => base.isFoodNoun(term) || ownIndex.isFoodNoun(term),
    isKnownWord: (term) => base.isKnownWord(term) || ownIndex.isKnownWord(term),
    isPofName: (text) => base.isPofName(text),
  };
}

/** The catalog with a person's own foods: looked up first by id, listed first. */
export function withOwnFoodsCatalog(base: FoodCatalog, own: readonly Food[]): FoodCatalog {
  if (own.length === 0) return base;
  const byId = new Map(own.map((food) => [food.id, food]));
  const find = (id: string) => byId.get(id) ?? base.byId(id);
  return {
    ...base,
    foods: [...own, ...base.foods],
    byId: find,
    get(id) {
      const food = find(id);
      if (!food) throw new Error(`unknown food ${id}`);
      return food;
    },
  };
}
