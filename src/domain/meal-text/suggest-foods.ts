import type { FoodIndex } from '../foods/food-index';
import { foodSourceOf, type FoodSourceKind } from '../foods/food-source';
import { rankFoods } from '../foods/food-search';
import type { MeasureLookup } from '../foods/household-measures';
import { isFiller } from './amount-words';
import { readAmountAt } from './read-amount';
import { dropLeadingFillers } from './read-segment';
import { wordsOf } from './split-description';

/** Foods offered for a piece the analysis could not place, for the person to pick: "semelhante", never a fact. */
export interface UnmatchedSuggestion {
  /** The unmatched text, as in `unmatched`. */
  text: string;
  foods: { foodId: string; foodName: string; foodSource: FoodSourceKind }[];
}

export const MAX_SUGGESTIONS = 3;
/** Looser than placing (MIN_MATCH_SCORE): these are offered, not chosen. */
const MIN_SUGGESTION_SCORE = 0.4;

/**
 * Up to 3 catalog foods close to what the person wrote ("queijo coalho" →
 * Muçarela, Queijo minas frescal, Queijo prato), found with the analysis'
 * strict matching so a typo-like neighbour ("salsicha" → salsinha) is never
 * offered; the typed head noun must have matched, as the name's head: a dish
 * that only contains the food ("queijo coalho" → Tapioca com queijo coalho) is
 * not a food like it.
 */
export function suggestFoods(
  text: string,
  index: FoodIndex,
  lookupMeasure: MeasureLookup,
): UnmatchedSuggestion['foods'] {
  const words = dropLeadingFillers(wordsOf(text));
  const lead = readAmountAt(words, 0, lookupMeasure);
  const phrase = words
    .slice(lead?.end ?? 0)
    .filter((word) => !isFiller(word))
    .join(' ');
  return rankFoods(index, phrase, 'analysis')
    .filter((match) => match.headMatched && match.headAligned && match.score >= MIN_SUGGESTION_SCORE)
    .slice(0, MAX_SUGGESTIONS)
    .map((match) => ({ foodId: match.food.id, foodName: match.food.name, foodSource: foodSourceOf(match.food) }));
}

/** The unmatched piece as the person wrote it, without "comi", "jantei"… in front. */
export function unmatchedText(text: string): string {
  const words = text.trim().split(/\s+/);
  let start = 0;
  while (start < words.length - 1 && isFiller(words[start] ?? '')) start += 1;
  return words.slice(start).join(' ');
}
