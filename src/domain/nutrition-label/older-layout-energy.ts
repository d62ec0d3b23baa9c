import { unionBox, type OcrLine, type OcrWord } from './ocr-text';
import type { ReadFigure } from './label-reading';
import { normalizeWord, rowNutrient } from './label-words';
import { readNumberWord } from './number-words';

const KJ_PER_KCAL = 4.184;

/**
 * The older layout's energy, "120 kcal = 504 kJ", often broken over two or three lines by a narrow
 * column or misread ("U7 kcal"). Both figures are looked for on the energy row and the unnamed lines
 * around it; the kcal figure is kept when the kJ agrees (kJ = 4.184 × kcal, RDC 360/2003), and when the
 * kcal figure is missing or disagrees the kJ figure gives it (marked with a lower confidence).
 */
export function energyFromKcalAndKj(lines: OcrLine[]): ReadFigure | null {
  const named = lines.map((line) => rowNutrient(line.words.map((w) => normalizeWord(w.text))));
  const at = named.findIndex((found) => found?.nutrient === 'energyKcal');
  if (at < 0) return null;
  const nearby = [at - 1, at, at + 1].filter((i) => i >= 0 && i < lines.length && (i === at || !named[i]));
  const words = nearby.flatMap((i) => lines[i]!.words);
  let kcal: { value: number; word: OcrWord } | null = null;
  let kj: { value: number; word: OcrWord } | null = null;
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const unitHere = /(kcal|kj)\.?$/i.exec(word.text)?.[1];
    const unitNext = /^(kcal|kcai|keal|kj)\.?$/i.exec(words[i + 1]?.text ?? '')?.[1];
    const unit = (unitHere ?? unitNext)?.toLowerCase();
    if (!unit) continue;
    const value = readNumberWord(word.text, null)?.[0]?.value;
    if (value === undefined) continue;
    if (unit.startsWith('kj')) kj ??= { value, word };
    else kcal ??= { value, word };
  }
  const row = lines[at]!;
  const nameWords = row.words.filter((w) => /\p{L}{3,}/u.test(w.text) && !/^k(cal|j)/i.test(w.text));
  const nameBox = unionBox((nameWords.length ? nameWords : row.words).map((w) => w.box));
  const rowBox = (word: OcrWord) => unionBox([nameBox, word.box]);
  const agree = kcal && kj && Math.abs(kcal.value * KJ_PER_KCAL - kj.value) <= 0.02 * kj.value + 3;
  if (kcal && (agree || !kj)) {
    const confidence = (kcal.word.confidence / 100) * (agree ? 1 : 0.85);
    return {
      value: kcal.value,
      box: kcal.word.box,
      rowBox: rowBox(kcal.word),
      nameBox,
      confidence: round2(confidence),
      derived: false,
    };
  }
  if (kj) {
    const value = Math.round(kj.value / KJ_PER_KCAL);
    return {
      value,
      box: kj.word.box,
      rowBox: rowBox(kj.word),
      nameBox,
      confidence: round2((kj.word.confidence / 100) * 0.6),
      derived: false,
    };
  }
  return null;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
