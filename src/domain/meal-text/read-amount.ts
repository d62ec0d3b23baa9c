import type { MeasureLookup } from '../foods/household-measures';
import type { Measure } from '../foods/types';
import { DOZEN_WORD, LINKING_WORDS, isMeasureQualifier, readNumber, readUnit } from './amount-words';
import { toSearchKey } from '../foods/search-key';

/** How much a person wrote: a count, optionally of a mass/volume unit or a household measure. */
export interface Amount {
  quantity: number;
  unit: { unit: 'g' | 'ml'; factor: number } | null;
  measure: Measure | null;
  /** False when nothing was written and the quantity 1 is implied. */
  written: boolean;
}

export const LONGEST_MEASURE_WORDS = 4;

/**
 * Reads an amount starting at `start`: "2", "1,5", "meia", "duas e meia",
 * "1 1/2", "2 a 3" (the middle), "meia dúzia", then a unit ("150 g", "1 l") or a
 * household measure ("colheres de sopa cheias", "copo americano"), then "de".
 * A measure without a number counts ("concha de feijão" = 1 concha). `longestMeasureWords`
 * caps the measure's length, so that "xícara de café" can also be read as "xícara" + "café".
 * Returns where the food's words begin, or null when there is no amount there.
 */
export function readAmountAt(
  words: readonly string[],
  start: number,
  lookupMeasure: MeasureLookup | null,
  longestMeasureWords = LONGEST_MEASURE_WORDS,
): { amount: Amount; end: number; measureWords: readonly string[] } | null {
  let i = start;
  let quantity = readNumber(words[i] ?? '');
  if (quantity !== null) {
    i += 1;
    const fraction = readNumber(words[i] ?? '');
    if (fraction !== null && fraction < 1 && /\//.test(words[i] ?? '')) {
      quantity += fraction; // "1 1/2"
      i += 1;
    } else if (['a', 'ou', '-'].includes(words[i] ?? '') && readNumber(words[i + 1] ?? '') !== null) {
      quantity = (quantity + (readNumber(words[i + 1] ?? '') ?? quantity)) / 2; // "2 a 3": the middle
      i += 2;
    }
    i = skipHalf(words, i, (half) => (quantity = (quantity ?? 0) + half));
    if (toSearchKey(words[i] ?? '').startsWith(DOZEN_WORD)) {
      quantity *= 12;
      i += 1;
    }
    if (toSearchKey(words[i] ?? '') === 'x') i += 1; // "2x"
  }
  const unit = readUnit(words[i] ?? '');
  let measure: Measure | null = null;
  let measureWords: readonly string[] = [];
  if (unit) {
    i += 1;
  } else if (lookupMeasure) {
    for (let n = longestMeasureWords; n >= 1 && !measure; n--) {
      if (i + n > words.length) continue;
      const found = lookupMeasure(words.slice(i, i + n).join(' '));
      if (found) {
        measure = found;
        measureWords = words.slice(i, i + n);
        i += n;
      }
    }
    if (measure) i = skipHalf(words, i, (half) => (quantity = (quantity ?? 1) + half));
  }
  if (quantity === null && !measure) return null;
  while (i < words.length && isMeasureQualifier(words[i] ?? '')) i += 1;
  while (i < words.length && LINKING_WORDS.has(toSearchKey(words[i] ?? ''))) i += 1;
  return {
    amount: { quantity: quantity ?? 1, unit, measure, written: quantity !== null || measure !== null },
    end: i,
    measureWords,
  };
}

/** "… e meia", "… e meio": adds a half. */
function skipHalf(words: readonly string[], i: number, add: (half: number) => void): number {
  if (words[i] === 'e' && readNumber(words[i + 1] ?? '') === 0.5) {
    add(0.5);
    return i + 2;
  }
  return i;
}

/** An amount written after the food ("frango grelhado 150 g", "ovos x2", "arroz 2 colheres"). */
export function readTrailingAmount(
  words: readonly string[],
  lookupMeasure: MeasureLookup | null,
): { amount: Amount; foodEnd: number } | null {
  for (let p = words.length - 1; p >= 1; p--) {
    const startsWithX = toSearchKey(words[p] ?? '') === 'x';
    const read = readAmountAt(words, startsWithX ? p + 1 : p, lookupMeasure);
    if (read && read.end === words.length && readNumber(words[startsWithX ? p + 1 : p] ?? '') !== null) {
      return { amount: read.amount, foodEnd: p };
    }
  }
  return null;
}

/** A measure closing the food's words without a number ("um guaraná lata"): its words and the measure. */
export function readClosingMeasure(
  words: readonly string[],
  lookupMeasure: MeasureLookup,
): { measure: Measure; foodEnd: number } | null {
  for (let n = Math.min(LONGEST_MEASURE_WORDS, words.length - 1); n >= 1; n--) {
    const measure = lookupMeasure(words.slice(words.length - n).join(' '));
    if (measure) return { measure, foodEnd: words.length - n };
  }
  return null;
}
