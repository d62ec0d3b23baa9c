import { editDistanceWithin, typoAllowance } from './edit-distance';
import { toSearchKey } from './search-key';
import type { Food, FoodCatalog } from './types';
import { baseForm } from './word-forms';

/** A word of a query or of a food's name, as typed (search-key form) and as its base form. */
export interface Term {
  raw: string;
  base: string;
}

/** Words that carry no meaning for telling foods apart ("pão com manteiga" = "pão manteiga"). */
const STOPWORDS = new Set(
  'a ao aos as com d da das de do dos e em na nas no nos o os para pra pro um uma umas uns'.split(' '),
);

/** Preparations and qualifiers: they choose among foods, but never name a food on their own. */
const QUALIFIER_BASES = new Set(
  [
    'cozido',
    'cru',
    'frito',
    'grelhado',
    'assado',
    'refogado',
    'empanado',
    'ensopado',
    'integral',
    'natural',
    'caseiro',
    'inteiro',
    'light',
    'diet',
    'sem',
    'pele',
    'osso',
    'grande',
    'pequeno',
    'medio',
  ].map(baseForm),
);

export function termsOf(text: string): Term[] {
  return toSearchKey(text)
    .split(' ')
    .filter((word) => word && !STOPWORDS.has(word))
    .map((raw) => ({ raw, base: baseForm(raw) }));
}

export function isQualifier(term: Term): boolean {
  return QUALIFIER_BASES.has(term.base);
}

/** One name or synonym of a food, split into terms. */
export interface IndexedKey {
  food: Food;
  terms: Term[];
}

/** How strongly a word of the catalog answers a typed word. */
export const MATCH_WEIGHT = { exact: 1, base: 0.95, prefix: 0.7, typo: 0.75 } as const;

export interface FoodIndex {
  keys: readonly IndexedKey[];
  /** Catalog words → the keys that contain them. */
  keysByWord: ReadonlyMap<string, readonly number[]>;
  /** Whole names and synonyms in search-key form → their foods ("pao de queijo" is not "pao com queijo"). */
  foodsByPhrase: ReadonlyMap<string, readonly Food[]>;
  /** Catalog words that answer a typed term, with their weight (memoised). */
  wordsFor(term: Term, allowPrefix: boolean): ReadonlyMap<string, number>;
}

const MEMO_LIMIT = 20_000;

/** Built once per catalog: every name and synonym of every food, and an inverted index of their words. */
export function buildFoodIndex(catalog: FoodCatalog): FoodIndex {
  const keys: IndexedKey[] = [];
  const keysByWord = new Map<string, number[]>();
  const wordsByBase = new Map<string, string[]>();
  const foodsByPhrase = new Map<string, Food[]>();
  for (const food of catalog.foods) {
    for (const searchKey of food.searchKeys) {
      foodsByPhrase.set(searchKey, [...(foodsByPhrase.get(searchKey) ?? []), food]);
      const terms = termsOf(searchKey);
      if (terms.length === 0) continue;
      const index = keys.push({ food, terms }) - 1;
      for (const term of terms) {
        const list = keysByWord.get(term.raw) ?? [];
        if (!list.includes(index)) list.push(index);
        keysByWord.set(term.raw, list);
        const sameBase = wordsByBase.get(term.base) ?? [];
        if (!sameBase.includes(term.raw)) sameBase.push(term.raw);
        wordsByBase.set(term.base, sameBase);
      }
    }
  }
  const vocabulary = [...keysByWord.keys()];
  const bases = [...wordsByBase.keys()];
  const memo = new Map<string, Map<string, number>>();

  function wordsFor(term: Term, allowPrefix: boolean): Map<string, number> {
    const memoKey = `${allowPrefix ? 'p' : 'x'}${term.raw}`;
    const known = memo.get(memoKey);
    if (known) return known;
    const words = new Map<string, number>();
    const offer = (word: string, weight: number) => words.set(word, Math.max(words.get(word) ?? 0, weight));
    if (keysByWord.has(term.raw)) offer(term.raw, MATCH_WEIGHT.exact);
    for (const word of wordsByBase.get(term.base) ?? []) offer(word, MATCH_WEIGHT.base);
    if (allowPrefix && term.raw.length >= 2) {
      for (const word of vocabulary) if (word.startsWith(term.raw)) offer(word, MATCH_WEIGHT.prefix);
    }
    const allowance = typoAllowance(term.raw.length);
    // Typos are looked for even when the word exists: "papaya" is a synonym, and "papaia" is in the full name.
    if (allowance > 0) {
      for (const word of vocabulary) {
        if (editDistanceWithin(term.raw, word, allowance) !== null) offer(word, MATCH_WEIGHT.typo);
      }
      for (const base of bases) {
        if (editDistanceWithin(term.base, base, typoAllowance(term.base.length)) === null) continue;
        for (const word of wordsByBase.get(base) ?? []) offer(word, MATCH_WEIGHT.typo);
      }
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(memoKey, words);
    return words;
  }

  return { keys, keysByWord, foodsByPhrase, wordsFor };
}
