import { foodNounsOf, foodPhraseOf, foodWordsOf } from '../../src/domain/foods/food-words';

/** IBGE names of two or three words ("batata palha", "queijo de coalho"); longer ones are lists, not names. */
const MAX_PHRASE_WORDS = 3;
import { readPofRows } from './reference-data';

/**
 * IBGE's own spellings of foods the catalog has ("calabreza", "muzzarela",
 * "shoyo", "uacai"): left out of the list so they are still read as slips for
 * the catalog's spelling (calabresa, muçarela, shoyu, açaí).
 */
export const IBGE_SPELLINGS_OF_CATALOG_FOODS = [
  'calabres',
  'calabreza',
  'cariru',
  'muzarella',
  'muzzarela',
  'shoyo',
  'sprit',
  'tabereba',
  'uacai',
  'waffer',
];

/** The word lists of data/catalog/food-words.json, from the POF CSV: sorted, unique. */
export function computeFoodWords(): { words: string[]; nouns: string[]; phrases: string[] } {
  const descriptions = new Set([...readPofRows().values()].map((row) => row.foodDescription));
  const skip = new Set(IBGE_SPELLINGS_OF_CATALOG_FOODS);
  const words = new Set<string>();
  const nouns = new Set<string>();
  const phrases = new Set<string>();
  for (const description of descriptions) {
    for (const word of foodWordsOf(description)) if (!skip.has(word)) words.add(word);
    for (const word of foodNounsOf(description)) if (!skip.has(word)) nouns.add(word);
    const phrase = foodPhraseOf(description);
    if (phrase.includes(' ') && phrase.split(' ').length <= MAX_PHRASE_WORDS) phrases.add(phrase);
  }
  const sorted = (set: Set<string>) => [...set].sort();
  return { words: sorted(words), nouns: sorted(nouns), phrases: sorted(phrases) };
}
