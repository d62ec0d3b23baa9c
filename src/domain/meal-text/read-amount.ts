import type { MeasureLookup } from '../foods/household-measures';
import type { Measure } from '../foods/types';
import { DOZEN_WORD, LINKING_WORDS, readNumber, readUnit } from './amount-words';
import { toSearchKey } from '../foods/search-key';
import { readModifier, type MeasureModifier } from './measure-modifiers';

/** How much a person wrote: a count, optionally of a mass/volume unit or a household measure. */
export interface Amount {
  quantity: number;
  unit: { unit: 'g' | 'ml'; factor: number } | null;
  measure: Measure | null;
  /** False when nothing was written and the quantity 1 is implied. */
  written: boolean;
  /** "cheia", "rasa", "grande"… said of the measure or the unit, if anything. */
  modifier: MeasureModifier | null;
}

/** Nothing written: one typical portion. */
export const NO_AMOUNT: Amount = { quantity: 1, unit: null, measure: null, written: false, modifier: null };

export const LONGEST_MEASURE_WORDS = 4;

/**
 * "um pratão de arroz", "um copão de suco": the augmentative is the measure, large. IBGE weighs the plate and the
 * glass, not the "pratão", so the size factor of measure-modifiers.ts applies.
 */
const AUGMENTATIVES: Record<string, string> = {
  pratao: 'prato',
  pratoes: 'pratos',
  pratarrao: 'prato',
  copao: 'copo',
  copoes: 'copos',
  canecao: 'caneca',
  tigelao: 'tigela',
  tigelona: 'tigela',
  potao: 'pote',
  conchao: 'concha',
  conchona: 'concha',
  colherona: 'colher',
  colherao: 'colher',
  pedacao: 'pedaco',
  fationa: 'fatia',
  xicarona: 'xicara',
  xicarao: 'xicara',
};

/** Measures that are also parts of a food's name ("coxa de frango", "bife de fígado", "espiga de milho"). */
export const CUTS: ReadonlySet<string> = new Set([
  'bife',
  'file',
  'coxa',
  'sobrecoxa',
  'asa',
  'peito',
  'posta',
  'espiga',
  'folha',
  'espetinho',
]);

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
): { amount: Amount; end: number; measureWords: readonly string[]; linked: boolean } | null {
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
  let modifier: MeasureModifier | null = null;
  // "uma grande fatia", "uma pequena porção": a size before the measure.
  const before = readModifier(words[i] ?? '');
  const sizeFirst = !unit && before !== null && lookupMeasure !== null && startsMeasure(words, i + 1, lookupMeasure);
  if (sizeFirst) {
    modifier = before;
    i += 1;
  }
  if (unit) {
    i += 1;
  } else if (lookupMeasure) {
    for (let n = longestMeasureWords; n >= 1 && !measure; n--) {
      if (i + n > words.length) continue;
      const phrase = words.slice(i, i + n).join(' ');
      const augmented = n === 1 ? AUGMENTATIVES[toSearchKey(phrase)] : undefined;
      const found = lookupMeasure(augmented ?? phrase);
      if (found) {
        measure = found;
        measureWords = words.slice(i, i + n);
        if (augmented) modifier = 'grande';
        i += n;
      }
    }
    if (measure) i = skipHalf(words, i, (half) => (quantity = (quantity ?? 1) + half));
  }
  if (quantity === null && !measure) return null;
  if (measure || unit) {
    const after = readModifiersAt(words, i);
    modifier = after.modifier ?? modifier;
    i = after.end;
  }
  const linkedAt = i;
  while (i < words.length && LINKING_WORDS.has(toSearchKey(words[i] ?? ''))) i += 1;
  // "1 copo de 200 ml de leite": the volume says more than the glass.
  const volume = measure && i > linkedAt ? readNumber(words[i] ?? '') : null;
  const volumeUnit = volume !== null ? readUnit(words[i + 1] ?? '') : null;
  if (volume !== null && volumeUnit) {
    let end = i + 2;
    while (end < words.length && LINKING_WORDS.has(toSearchKey(words[end] ?? ''))) end += 1;
    return {
      amount: { quantity: volume * (quantity ?? 1), unit: volumeUnit, measure: null, written: true, modifier: null },
      end,
      measureWords,
      linked: true,
    };
  }
  return {
    amount: { quantity: quantity ?? 1, unit, measure, written: quantity !== null || measure !== null, modifier },
    end: i,
    measureWords,
    linked: i > linkedAt,
  };
}

function startsMeasure(words: readonly string[], i: number, lookupMeasure: MeasureLookup): boolean {
  for (let n = LONGEST_MEASURE_WORDS; n >= 1; n--) {
    if (i + n <= words.length && lookupMeasure(words.slice(i, i + n).join(' '))) return true;
  }
  return false;
}

/** "cheia", "bem cheia", "média rasa", "grande": the words after a measure that say how full or big it was. */
export function readModifiersAt(
  words: readonly string[],
  start: number,
): { modifier: MeasureModifier | null; end: number } {
  let i = start;
  let modifier: MeasureModifier | null = null;
  for (;;) {
    const word = toSearchKey(words[i] ?? '');
    const next = readModifier(words[i + 1] ?? '');
    if (word === 'bem' && (next === 'cheia' || next === 'bem-cheia')) {
      modifier = 'bem-cheia';
      i += 2;
      continue;
    }
    const found = readModifier(word);
    if (!found) return { modifier, end: i };
    // "média rasa": the fill says more than the size IBGE's measure already assumes.
    if (modifier === null || modifier === 'media' || modifier === 'cheia') modifier = found;
    i += 1;
  }
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

/** A measure closing the food's words without a number ("um guaraná lata", "leite na caneca"): its words and the measure. */
export function readClosingMeasure(
  words: readonly string[],
  lookupMeasure: MeasureLookup,
): { measure: Measure; foodEnd: number } | null {
  for (let n = Math.min(LONGEST_MEASURE_WORDS, words.length - 1); n >= 1; n--) {
    const measure = lookupMeasure(words.slice(words.length - n).join(' '));
    // A cut closing the words is another food ("arroz feijão bife"), not the measure of the first.
    if (!measure || CUTS.has(measure.id)) continue;
    // "café com leite na caneca", "suco no copo americano": the container's preposition is not food either.
    const before = words.length - n - 1;
    // "feijão e bife": after "e", "com"… the word is another food, not the container of this one.
    if (before >= 0 && JOINER_WORDS.has(toSearchKey(words[before] ?? ''))) return null;
    const inContainer = before >= 1 && CONTAINER_PREPOSITIONS.has(toSearchKey(words[before] ?? ''));
    return { measure, foodEnd: inContainer ? before : words.length - n };
  }
  return null;
}

const CONTAINER_PREPOSITIONS = new Set(['na', 'no', 'num', 'numa', 'em']);
const JOINER_WORDS = new Set(['e', 'com', 'mais', 'sem']);
