import type { FoodIndex } from '../foods/food-index';
import { rankFoods, type FoodMatch } from '../foods/food-search';
import { findPortion, type MeasureLookup } from '../foods/household-measures';
import { LINKING_WORDS, isFiller } from './amount-words';
import {
  LONGEST_MEASURE_WORDS,
  readAmountAt,
  readClosingMeasure,
  readTrailingAmount,
  type Amount,
} from './read-amount';
import { wordsOf } from './split-description';
import { toSearchKey } from '../foods/search-key';

/** Below this, a segment's words do not name the food well enough to place it. */
export const MIN_MATCH_SCORE = 0.55;
/** A reading whose measure IBGE weighs for that very food is the likelier one… */
const WEIGHED_MEASURE_BONUS = 0.05;
/** …and likelier still when it is how the food is usually served (a cup of café com leite, a coffee cup of coffee). */
const DEFAULT_MEASURE_BONUS = 0.03;

export interface SegmentReading {
  match: FoodMatch;
  amount: Amount;
}

interface Candidate extends SegmentReading {
  unexplainedWords: number;
  rank: number;
  measureWords: number;
}

/**
 * Reads one segment ("2 conchas de feijão", "frango grelhado 150 g",
 * "um prato feito", "1 xícara de café com açúcar") as an amount and a food.
 * Words can play two parts — "prato" is a measure and part of "prato feito",
 * "xícara de café" is a measure and a cup of coffee — so every reading
 * competes: the one leaving fewest words unexplained wins, then the better
 * match, then the longer (more specific) measure.
 */
export function readSegment(text: string, index: FoodIndex, lookupMeasure: MeasureLookup): SegmentReading | null {
  const words = dropLeadingFillers(wordsOf(text));
  const candidates: Candidate[] = [];
  const consider = (amount: Amount, foodWords: readonly string[], measureWords: number) => {
    const phrase = foodWords.filter((word) => !isFiller(word)).join(' ');
    const match = rankFoods(index, phrase, false)[0];
    if (!match || !match.headMatched || match.score < MIN_MATCH_SCORE) return;
    const measureId = amount.measure?.id;
    const weighed =
      (measureId && findPortion(match.food, measureId) ? WEIGHED_MEASURE_BONUS : 0) +
      (measureId === match.food.defaultPortion.measureId ? DEFAULT_MEASURE_BONUS : 0);
    const unexplainedWords = match.totalTerms - match.matchedTerms;
    candidates.push({ match, amount, unexplainedWords, rank: match.score + weighed, measureWords });
  };

  for (let longest = LONGEST_MEASURE_WORDS; longest >= 0; longest--) {
    const lead = readAmountAt(words, 0, longest > 0 ? lookupMeasure : null, longest);
    if (lead && lead.measureWords.length < longest && longest < LONGEST_MEASURE_WORDS) continue; // same as a longer cap
    if (lead) {
      const rest = words.slice(lead.end);
      consider(lead.amount, rest, lead.measureWords.length);
      reuseMeasureNoun(lead.measureWords, rest, (foodWords) =>
        consider(lead.amount, foodWords, lead.measureWords.length),
      );
      const closing = !lead.amount.measure && !lead.amount.unit ? readClosingMeasure(rest, lookupMeasure) : null;
      if (closing) consider({ ...lead.amount, measure: closing.measure }, rest.slice(0, closing.foodEnd), 1);
    } else if (longest === 0) {
      const trailing = readTrailingAmount(words, lookupMeasure);
      if (trailing) consider(trailing.amount, words.slice(0, trailing.foodEnd), 1);
      consider({ quantity: 1, unit: null, measure: null, written: false }, words, 0);
    }
  }
  candidates.sort(
    (a, b) => a.unexplainedWords - b.unexplainedWords || b.rank - a.rank || b.measureWords - a.measureWords,
  );
  return candidates[0] ?? null;
}

/**
 * "1 xícara de café" is a cup of coffee measured in a coffee cup: when a
 * measure ends in "de <noun>" and nothing or only "com …" follows, the noun
 * may also be the food.
 */
function reuseMeasureNoun(measureWords: readonly string[], rest: readonly string[], use: (words: string[]) => void) {
  const de = measureWords.findIndex((word) => LINKING_WORDS.has(toSearchKey(word)));
  if (de < 1 || de === measureWords.length - 1) return;
  if (rest.length > 0 && !['com', 'e', 'sem'].includes(toSearchKey(rest[0] ?? ''))) return;
  use([...measureWords.slice(de + 1), ...rest]);
}

/** Whether a piece starts with its own amount, so it cannot be the tail of a dish name ("com 2 ovos"). */
export function startsWithAmount(text: string, lookupMeasure: MeasureLookup): boolean {
  return readAmountAt(dropLeadingFillers(wordsOf(text)), 0, lookupMeasure)?.amount.written ?? false;
}

function dropLeadingFillers(words: string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && isFiller(words[start] ?? '')) start += 1;
  return words.slice(start);
}
