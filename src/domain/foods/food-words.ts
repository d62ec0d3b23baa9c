import { toSearchKey } from './search-key';

/**
 * The words IBGE's POF 2008-2009 uses to name the foods Brazilians reported
 * eating (data/catalog/food-words.json, written by
 * scripts/catalog/build-food-words.ts). They tell a food the catalog lacks
 * from a typo of one it has: "salsicha" is a word of its own, not a slip for
 * "salsinha"; "risoto" is not "ricota"; "queixo" is not "queijo".
 */
export interface FoodWords {
  /** Every word (3+ letters, search-key form) of the POF food descriptions. */
  known: ReadonlySet<string>;
  /** The words among them that name a food: see foodNounsOf. */
  nouns: ReadonlySet<string>;
  /** IBGE's names of two or three words, as foodPhraseOf writes them ("batata palha", "queijo coalho"). */
  phrases: ReadonlySet<string>;
}

export const NO_FOOD_WORDS: FoodWords = { known: new Set(), nouns: new Set(), phrases: new Set() };

const LINKING = new Set(['de', 'do', 'da', 'dos', 'das', 'com', 'e']);

/**
 * A name in comparable form: search key without linking words or bracketed
 * notes ("QUEIJO DE COALHO" → "queijo coalho", "BATATA PALHA" → "batata palha").
 */
export function foodPhraseOf(name: string): string {
  return toSearchKey(name.replace(/\(.*?\)/g, ' '))
    .split(' ')
    .filter((word) => word && !LINKING.has(word))
    .join(' ');
}

/** The words of a phrase in search-key form, 3+ letters, no digits. */
export function foodWordsOf(phrase: string): string[] {
  return toSearchKey(phrase)
    .split(' ')
    .filter((word) => word.length > 2 && !/\d/.test(word));
}

/**
 * Words of a food's name that name a food in their own right: the first word
 * and any word after "de", "com" or "e" — Portuguese puts the head noun first
 * and joins the foods a dish is made of with these ("pão de forma", "bolo de
 * cenoura", "arroz com feijão"); adjectives follow the noun directly ("frango
 * grelhado", "leite desnatado").
 */
export function foodNounsOf(phrase: string): string[] {
  const words = toSearchKey(phrase).split(' ');
  return words.filter(
    (word, i) =>
      word.length > 2 && !/\d/.test(word) && (i === 0 || LINKING.has(words[i - 1] ?? '')) && !LINKING.has(word),
  );
}
