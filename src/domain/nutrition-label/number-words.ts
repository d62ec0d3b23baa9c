import type { OcrWord } from './ocr-text';
import type { Unit } from './label-nutrients';

/** The figures of a row as OCR read them: each word with the numbers it may stand for. */

export interface Candidate {
  value: number;
  /** How far-fetched this reading is (0 = as printed). */
  penalty: number;
}

export interface NumberToken {
  word: OcrWord;
  candidates: Candidate[];
  percent: boolean;
  /** A unit glued or next to it ("30g", "88 mg", "kcal"). */
  unit: string | null;
}

export const CONFUSABLE: Record<string, string> = {
  o: '0',
  O: '0',
  Q: '0',
  D: '0',
  l: '1',
  I: '1',
  '|': '1',
  '!': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
};

/**
 * A word as a number, or null. "4,5", "4.5", "1.030" (thousands), "0g", "Og", "88mg", "7%", "l2" →
 * numbers; "(g)", "(9)" (a unit in the row's name) and words → null.
 */
export function readNumberWord(text: string, unit: Unit | null): NumberToken['candidates'] | null {
  if (/^\(.*\)?$|^.*\)$/.test(text)) return null;
  // Stray marks around a figure: "89º", "7,2'", "*0".
  let raw = text.replace(/^[<~≈*'"“”‘’]+|[*º°'"“”‘’]+$/g, '');
  const percent = raw.endsWith('%');
  raw = raw.replace(/%$/, '');
  const unitMatch = /(kcal|kj|mg|ml|g)$/i.exec(raw);
  if (unitMatch && unitMatch.index > 0) raw = raw.slice(0, unitMatch.index);
  if (!/\d/.test(raw) && !/^[oO]$/.test(raw)) return null;
  const mapped = [...raw].map((ch) => CONFUSABLE[ch] ?? ch).join('');
  if (!/^\d+(?:[.,]\d+)?[.,]?$/.test(mapped)) return null;
  const clean = mapped.replace(/[.,]$/, '');
  const candidates: Candidate[] = [];
  const thousands = /^\d{1,3}\.\d{3}$/.test(clean);
  const value = thousands ? Number(clean.replace('.', '')) : Number(clean.replace(',', '.'));
  const swapped = mapped === raw ? 0 : 0.3;
  const digits = clean.replace(/[.,]/g, '');
  // Labels print grams with at most one decimal (IN 75/2020 annex IV): "8,39" is rarely 8.39.
  const twoDecimals = unit === 'g' && /[.,]\d{2}$/.test(clean) && !thousands ? 1 : 0;
  // "07" or "O4" cannot be printed integers: the comma of 0,7 was lost.
  const leadingZero = /^0\d+$/.test(clean);
  candidates.push({ value, penalty: swapped + twoDecimals + (leadingZero && unit === 'g' ? 1.5 : 0) });
  if (percent || unit === null) return candidates;
  if (leadingZero && unit === 'g') candidates.push({ value: Number(`0.${clean.slice(1)}`), penalty: 0.2 + swapped });
  // A "g" glued to the figure and read as 9: "8,39" is 8,3 g, "349" may be 3,4 g (comma lost too).
  const gluedG = unitMatch?.[1]?.toLowerCase() === 'g';
  if (unit === 'g' && (!unitMatch || gluedG) && clean.endsWith('9') && digits.length >= 2) {
    const without = clean.slice(0, -1).replace(/[.,]$/, '');
    candidates.push({ value: Number(without.replace(',', '.')), penalty: (twoDecimals ? 0.3 : 0.6) + swapped });
    if (/^\d{2,}$/.test(without)) candidates.push({ value: Number(without) / 10, penalty: 1.2 + swapped });
  }
  // A decimal comma lost: "45" for 4,5 (labels print grams with one decimal below 10).
  if (unit === 'g' && /^[1-9]\d{1,2}$/.test(clean))
    candidates.push({ value: Number(clean) / 10, penalty: 1 + swapped });
  // The comma read as a 1: "712" for 7,2.
  if (unit === 'g' && /^[1-9]1\d$/.test(clean)) {
    candidates.push({ value: Number(`${clean[0]}.${clean[2]}`), penalty: 1.2 + swapped });
  }
  // A dot read for the comma in "1,5" stays 1.5 above; kcal and mg are whole numbers on labels.
  return candidates;
}

export function numberTokens(words: OcrWord[], unit: Unit): NumberToken[] {
  const tokens: NumberToken[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1]?.text.toLowerCase() ?? '';
    const candidates = readNumberWord(word.text, unit);
    if (!candidates) {
      // A unit on its own ("g", "mg", "kcal") belongs to the figure before it.
      const last = tokens.at(-1);
      if (last && /^(g|9|mg|m9|ml|kcal|kcai|kj|kj\.)$/i.test(word.text) && last.unit === null) last.unit = word.text;
      if (last && /^%$/.test(word.text)) last.percent = true;
      continue;
    }
    const glued = /(kcal|kj|mg|ml|g)%?$/i.exec(word.text.replace(/[*]+$/, ''));
    tokens.push({
      word,
      candidates,
      percent: word.text.replace(/[*]+$/, '').endsWith('%') || next === '%',
      unit: glued ? glued[1]! : null,
    });
  }
  return tokens;
}
