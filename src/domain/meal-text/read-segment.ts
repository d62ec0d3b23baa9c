import type { FoodIndex } from '../foods/food-index';
import { rankFoods, type FoodMatch } from '../foods/food-search';
import type { MeasureLookup } from '../foods/household-measures';
import { isFiller } from './amount-words';
import { readAmountAt, readTrailingAmount, type Amount } from './read-amount';
import { wordsOf } from './split-description';

/** Below this, a segment's words do not name the food well enough to place it. */
export const MIN_MATCH_SCORE = 0.55;

export interface SegmentReading {
  match: FoodMatch;
  amount: Amount;
}

/**
 * Reads one segment ("2 conchas de feijão", "frango grelhado 150 g",
 * "um prato feito") as an amount and a food. Measure words may also be part
 * of a name ("prato feito"), so the reading without a measure competes with
 * the one with it, and the better food match wins.
 */
export function readSegment(text: string, index: FoodIndex, lookupMeasure: MeasureLookup): SegmentReading | null {
  const words = dropLeadingFillers(wordsOf(text));
  const readings: SegmentReading[] = [];
  for (const lookup of [lookupMeasure, null]) {
    const lead = readAmountAt(words, 0, lookup);
    let foodWords = lead ? words.slice(lead.end) : words;
    let amount: Amount = lead?.amount ?? { quantity: 1, unit: null, measure: null, written: false };
    if (!lead) {
      const trailing = readTrailingAmount(foodWords, lookup);
      if (trailing) {
        amount = trailing.amount;
        foodWords = foodWords.slice(0, trailing.foodEnd);
      }
    }
    const phrase = foodWords.filter((word) => !isFiller(word)).join(' ');
    const match = rankFoods(index, phrase, false)[0];
    if (match && match.headMatched && match.score >= MIN_MATCH_SCORE) readings.push({ match, amount });
  }
  readings.sort((a, b) => b.match.score - a.match.score);
  return readings[0] ?? null;
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
