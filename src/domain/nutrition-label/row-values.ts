import { unionBox, type Box, type OcrLine } from './ocr-text';
import { UNIT, type LabelLayout, type LabelNutrient } from './label-nutrients';
import { normalizeWord, rowNutrient } from './label-words';
import { numberTokens, type NumberToken } from './number-words';

export interface RowValues {
  nutrient: LabelNutrient;
  labelBox: Box;
  /** Figures in column order, %VD excluded; with their %VD when printed. */
  figures: NumberToken[];
  vd: NumberToken | null;
}

/** The figures of one row in the reading order of its layout. */
export function rowValues(line: OcrLine, layout: LabelLayout): RowValues | null {
  const normalized = line.words.map((word) => normalizeWord(word.text));
  const found = rowNutrient(normalized);
  if (!found) return null;
  // The row's name only: stray marks read at the line's start ("|", "—") may be tall or far away.
  const nameWords = line.words.slice(0, found.last + 1).filter((w) => /\p{L}{2,}/u.test(w.text));
  const labelBox = unionBox((nameWords.length ? nameWords : line.words.slice(0, found.last + 1)).map((w) => w.box));
  const unit = UNIT[found.nutrient];
  let tokens = numberTokens(line.words.slice(found.last + 1), unit);
  if (found.nutrient === 'energyKcal') {
    // "120 kcal = 504 kJ": the kJ figure is not what we keep.
    const kj = tokens.findIndex((t) => t.unit?.toLowerCase().startsWith('kj'));
    const equals = line.words.findIndex((w) => w.text.includes('='));
    tokens = tokens.filter((t, i) => {
      if (i === kj) return false;
      if (equals >= 0 && line.words.indexOf(t.word) > equals && !t.percent) return false;
      return true;
    });
  }
  // A "(g)" that lost its brackets reads as a lone 9 right after the name.
  const first = tokens[0];
  if (first && /^\(?[9g]\)?$/i.test(first.word.text) && tokens.length > (layout === 'rdc429' ? 3 : 2)) {
    tokens = tokens.slice(1);
  }
  let vd: NumberToken | null = null;
  const figures: NumberToken[] = [];
  for (const token of tokens) {
    if (token.percent) vd ??= token;
    else figures.push(token);
  }
  if (layout === 'rdc429') {
    // Three bare numbers: 100 g, portion, %VD (printed without the sign in the new layout).
    if (!vd && figures.length >= 3) vd = figures.splice(2)[0] ?? null;
  } else if (figures.length >= 2 && /^[9g]$/i.test(figures[1]!.word.text)) {
    figures.splice(1, 1); // "8,3 9": the unit g read as a separate 9
  }
  return { nutrient: found.nutrient, labelBox, figures, vd };
}
