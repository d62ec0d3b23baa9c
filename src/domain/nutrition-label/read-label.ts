import { unionBox, type Box, type OcrLine, type OcrWord } from './ocr-text';

/**
 * Reads a Brazilian nutrition table ("tabela nutricional") from OCR lines
 * (docs/decisions/0034-nutrition-label-reading.md). Two layouts are on shelves:
 *
 * - ANVISA RDC 429/2020 + IN 75/2020 (mandatory since Oct 2022): "Porções por embalagem: 10",
 *   "Porção: 30 g (2 colheres de sopa)", then columns "100 g" (or "100 ml"), the portion ("30 g") and
 *   "%VD*", rows "Valor energético (kcal)", "Carboidratos totais (g)", "Açúcares totais (g)",
 *   "Açúcares adicionados (g)", "Proteínas (g)", "Gorduras totais (g)", "Gorduras saturadas (g)",
 *   "Gorduras trans (g)", "Fibras alimentares (g)", "Sódio (mg)".
 * - The older RDC 360/2003: per portion only, "Porção de 30 g (2 colheres de sopa)",
 *   "Quantidade por porção | %VD(*)", "Valor energético 120 kcal = 504 kJ", units after each figure.
 *
 * OCR is noisy, so each figure is chosen among readings of its word (O/o → 0, l/I/| → 1, a "g" read as
 * a final "9", a decimal comma lost) by what the table itself says about it: the portion column must be
 * the 100 g column scaled by the portion, and the %VD must be the figure over ANVISA's daily reference.
 * A figure that cannot be read is null ("não lido"), never 0.
 */

export const LABEL_NUTRIENTS = [
  'energyKcal',
  'carbsG',
  'sugarsTotalG',
  'sugarsAddedG',
  'proteinG',
  'fatG',
  'saturatedFatG',
  'transFatG',
  'fiberG',
  'sodiumMg',
] as const;
export type LabelNutrient = (typeof LABEL_NUTRIENTS)[number];

export type LabelLayout = 'rdc429' | 'rdc360';

export interface ReadFigure {
  value: number;
  /** The word the figure was read from, in the OCR image's pixels. */
  box: Box;
  /** The row it belongs to, from its name to the figure (what the person compares it with). */
  rowBox: Box;
  /** The row's name ("Proteínas (g)"): with `box`, a crop can leave out the columns between them. */
  nameBox: Box;
  /** 0–1: the OCR's confidence in the word, lowered when the table contradicts the reading. */
  confidence: number;
  /** Computed from the other column (per portion ↔ per 100 g), not printed on the label. */
  derived: boolean;
}

export type LabelFigures = Record<LabelNutrient, ReadFigure | null>;

export interface LabelReading {
  layout: LabelLayout | null;
  portion: {
    amount: number;
    unit: 'g' | 'ml';
    /** The household measure in brackets: "2 colheres de sopa". */
    measure: string | null;
    box: Box;
    confidence: number;
  } | null;
  servingsPerPack: number | null;
  perPortion: LabelFigures;
  per100: LabelFigures;
  /** How many of the main figures (energy, carbohydrates, protein, fats, fibre, sodium) were read. */
  figuresRead: number;
  /** False when the text does not look like a nutrition table at all. */
  looksLikeLabel: boolean;
}

type Unit = 'kcal' | 'g' | 'mg';
const UNIT: Record<LabelNutrient, Unit> = {
  energyKcal: 'kcal',
  carbsG: 'g',
  sugarsTotalG: 'g',
  sugarsAddedG: 'g',
  proteinG: 'g',
  fatG: 'g',
  saturatedFatG: 'g',
  transFatG: 'g',
  fiberG: 'g',
  sodiumMg: 'mg',
};

/**
 * Daily reference values behind the %VD column: IN 75/2020 annex II (RDC 429 labels) and RDC 360/2003
 * annex A (older labels). Null: no %VD (total sugars; trans fat has none in either).
 */
const DAILY_REFERENCE: Record<LabelLayout, Record<LabelNutrient, number | null>> = {
  rdc429: {
    energyKcal: 2000,
    carbsG: 300,
    sugarsTotalG: null,
    sugarsAddedG: 50,
    proteinG: 50,
    fatG: 65,
    saturatedFatG: 20,
    transFatG: null,
    fiberG: 25,
    sodiumMg: 2000,
  },
  rdc360: {
    energyKcal: 2000,
    carbsG: 300,
    sugarsTotalG: null,
    sugarsAddedG: null,
    proteinG: 75,
    fatG: 55,
    saturatedFatG: 22,
    transFatG: null,
    fiberG: 25,
    sodiumMg: 2400,
  },
};

/** Lower case, no accents, the usual OCR swaps inside words undone ("Prote1nas", "S0dio"). */
export function normalizeWord(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(?<=[a-z])[0](?=[a-z])|(?<=[a-z])0$|^0(?=[a-z]{2})/g, 'o')
    .replace(/(?<=[a-z])[1|!](?=[a-z])/g, 'i')
    .replace(/(?<=[a-z])5(?=[a-z])/g, 's');
}

/** Edit distance between `stem` and the closest prefix of `word` (so "carboidratos" matches "carboid"). */
function prefixDistance(word: string, stem: string): number {
  const rows = stem.length + 1;
  const cols = Math.min(word.length, stem.length + 2) + 1;
  let previous = Array.from({ length: cols }, (_, j) => j);
  for (let i = 1; i < rows; i++) {
    const current = [i];
    for (let j = 1; j < cols; j++) {
      const cost = stem[i - 1] === word[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
    }
    previous = current;
  }
  return Math.min(...previous);
}

const near = (word: string, stem: string) => prefixDistance(word, stem) <= (stem.length >= 6 ? 1 : 0);

/** Which row a line's words name, checked from the most specific name to the least. */
function rowNutrient(words: string[]): { nutrient: LabelNutrient; last: number } | null {
  const find = (stem: string) => words.findIndex((word) => near(word, stem));
  const at = (...stems: string[]) => {
    const found = stems.map(find);
    return found.every((i) => i >= 0) ? Math.max(...found) : -1;
  };
  const checks: Array<[LabelNutrient, number]> = [
    ['sugarsAddedG', Math.max(at('acucar', 'adicion'), at('adicionad'))],
    ['sugarsTotalG', at('acucar')],
    ['saturatedFatG', Math.max(at('gordura', 'satura'), at('saturad'))],
    ['transFatG', Math.max(at('gordura', 'trans'), at('trans'))],
    ['fatG', at('gordura')],
    ['carbsG', Math.max(at('carboidrat'), at('carboid'))],
    ['proteinG', at('protein')],
    ['fiberG', Math.max(at('fibra'), at('fibras'), at('alimentar'))],
    ['sodiumMg', at('sodio')],
    ['energyKcal', Math.max(at('energetic'), at('valor', 'energ'), at('energia'))],
  ];
  for (const [nutrient, last] of checks) if (last >= 0) return { nutrient, last };
  return null;
}

interface Candidate {
  value: number;
  /** How far-fetched this reading is (0 = as printed). */
  penalty: number;
}

interface NumberToken {
  word: OcrWord;
  candidates: Candidate[];
  percent: boolean;
  /** A unit glued or next to it ("30g", "88 mg", "kcal"). */
  unit: string | null;
}

const CONFUSABLE: Record<string, string> = {
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

function numberTokens(words: OcrWord[], unit: Unit): NumberToken[] {
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

interface RowValues {
  nutrient: LabelNutrient;
  labelBox: Box;
  /** Figures in column order, %VD excluded; with their %VD when printed. */
  figures: NumberToken[];
  vd: NumberToken | null;
}

/** The figures of one row in the reading order of its layout. */
function rowValues(line: OcrLine, layout: LabelLayout): RowValues | null {
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

/** Whether a figure per portion fits the one per 100 g, given how labels round. */
function fitsScaled(per100: number, perPortion: number, portionAmount: number, unit: Unit): boolean {
  const expected = (per100 * portionAmount) / 100;
  const step = unit === 'g' ? (expected < 10 ? 0.1 : 1) : 1;
  return Math.abs(expected - perPortion) <= Math.max(step, 0.12 * Math.max(expected, perPortion)) + 0.05;
}

/** Whether a figure fits its %VD (an integer percentage of the daily reference). */
function fitsVd(value: number, vd: number, reference: number): boolean {
  const low = ((vd - 0.6) * reference) / 100;
  const high = ((vd + 0.6) * reference) / 100;
  return value >= low * 0.85 - 0.1 && value <= high * 1.15 + 0.1;
}

const confidenceOf = (...tokens: Array<NumberToken | null | undefined>) =>
  Math.min(...tokens.filter((t): t is NumberToken => !!t).map((t) => t.word.confidence)) / 100;

interface Chosen {
  per100: number | null;
  perPortion: number | null;
  agreement: number;
}

/** The readings of a row's words that agree best with each other and with its %VD. */
function chooseRow(row: RowValues, layout: LabelLayout, portionAmount: number | null): Chosen {
  const unit = UNIT[row.nutrient];
  const reference = DAILY_REFERENCE[layout][row.nutrient];
  const vd = row.vd?.candidates[0]?.value ?? null;
  const vdCost = (value: number) => (vd === null || reference === null ? 0.4 : fitsVd(value, vd, reference) ? 0 : 2.5);
  if (layout === 'rdc360' || row.figures.length < 2) {
    const token = row.figures[0];
    if (!token) return { per100: null, perPortion: null, agreement: 0 };
    let best = token.candidates[0]!;
    let bestCost = Infinity;
    for (const candidate of token.candidates) {
      const cost = candidate.penalty + vdCost(candidate.value);
      if (cost < bestCost) [best, bestCost] = [candidate, cost];
    }
    const agreement = bestCost <= 0.3 ? 1 : bestCost < 1.5 ? 0.85 : 0.7;
    // In the new layout a lone figure is ambiguous: the 100 g column when the portion column is missing.
    return layout === 'rdc360'
      ? { per100: null, perPortion: best.value, agreement }
      : { per100: best.value, perPortion: null, agreement: agreement * 0.8 };
  }
  const [a, b] = row.figures as [NumberToken, NumberToken];
  let best: [Candidate, Candidate] = [a.candidates[0]!, b.candidates[0]!];
  let bestCost = Infinity;
  for (const x of a.candidates) {
    for (const y of b.candidates) {
      const scaled = portionAmount === null ? 0.4 : fitsScaled(x.value, y.value, portionAmount, unit) ? 0 : 2;
      const cost = x.penalty + y.penalty + scaled + vdCost(y.value);
      if (cost < bestCost) [best, bestCost] = [[x, y], cost];
    }
  }
  const agreement = bestCost <= 0.4 ? 1 : bestCost < 1.6 ? 0.85 : 0.6;
  return { per100: best[0].value, perPortion: best[1].value, agreement };
}

const emptyFigures = (): LabelFigures =>
  Object.fromEntries(LABEL_NUTRIENTS.map((key) => [key, null])) as unknown as LabelFigures;

const lineText = (line: OcrLine) => line.words.map((w) => normalizeWord(w.text)).join(' ');

/** "Porção: 30 g (2 colheres de sopa)" / "Porção de 200 ml (1 copo)". */
function readPortion(lines: OcrLine[]): LabelReading['portion'] {
  for (const line of lines) {
    const words = line.words.map((w) => normalizeWord(w.text));
    const at = words.findIndex((w) => near(w.replace(/[:;.]$/, ''), 'porcao'));
    if (at < 0 || words.some((w) => near(w, 'porcoes'))) continue;
    for (let i = at + 1; i < Math.min(words.length, at + 4); i++) {
      const word = line.words[i]!;
      const text = word.text.replace(/^[:;(]+/, '');
      const glued = /^([\dOolI|]+(?:[.,]\d+)?)(g|9|ml|mi|m1)\)?$/i.exec(text);
      const alone = /^[\dOolI|]+(?:[.,]\d+)?$/.test(text) ? text : null;
      const unitWord = line.words[i + 1]?.text.toLowerCase().replace(/[^a-z0-9]/g, '') ?? '';
      const number = glued?.[1] ?? alone;
      const unitText = glued?.[2] ?? (alone ? unitWord : '');
      if (!number || !/^(g|9|ml|mi|m1)$/i.test(unitText)) continue;
      const amount = Number(
        [...number]
          .map((ch) => CONFUSABLE[ch] ?? ch)
          .join('')
          .replace(',', '.'),
      );
      if (!(amount > 0) || amount > 2000) continue;
      const rest = line.words.map((w) => w.text).join(' ');
      const measure = /\(([^)]*[a-zA-ZÀ-ú][^)]*)\)?/.exec(rest.slice(rest.indexOf(word.text)))?.[1]?.trim() ?? null;
      const used = line.words.slice(at, glued ? i + 1 : i + 2);
      return {
        amount,
        unit: /^m/i.test(unitText) ? 'ml' : 'g',
        measure: measure || null,
        box: unionBox(used.map((w) => w.box)),
        confidence: Math.min(...used.map((w) => w.confidence)) / 100,
      };
    }
  }
  return null;
}

/** The new layout's column heads: "100 g | 30 g | %VD*" (the second is the portion). */
function readColumnHeads(lines: OcrLine[]): { index: number; portion: number | null; unit: 'g' | 'ml' } | null {
  for (const [index, line] of lines.entries()) {
    const text = lineText(line).replace(/(\d)\s+(g|9|ml)\b/g, '$1$2');
    const match = /(?:^|\s)1[o0]{2}(g|9|ml|mi)(?:\s|$)/.exec(text);
    if (!match) continue;
    const other = /(?:^|\s)(\d+(?:[.,]\d+)?)(g|9|ml|mi)(?:\s|$)/.exec(
      text.slice((match.index ?? 0) + match[0].length - 1),
    );
    return {
      index,
      portion: other ? Number(other[1]!.replace(',', '.')) : null,
      unit: /^m/.test(match[1]!) ? 'ml' : 'g',
    };
  }
  return null;
}

function readServings(lines: OcrLine[]): number | null {
  for (const line of lines) {
    const text = lineText(line);
    if (!/porc[oa]es\s+por\s+embalagem/.test(text)) continue;
    const number = /embalagem[^\d]*(\d+(?:[.,]\d+)?)/.exec(text);
    if (number) return Number(number[1]!.replace(',', '.'));
  }
  return null;
}

const MAIN: LabelNutrient[] = ['energyKcal', 'carbsG', 'proteinG', 'fatG', 'fiberG', 'sodiumMg'];
const FOOTNOTE = /valores diarios|percentual de valores|dieta de|nao estabelecido|necessidades energeticas/;

/** Reads the table from OCR lines; see the module comment. */
export function readNutritionLabel(lines: OcrLine[]): LabelReading {
  const kept = lines.filter((line) => line.words.length > 0 && !FOOTNOTE.test(lineText(line)));
  const heads = readColumnHeads(kept);
  const allText = kept.map(lineText).join('\n');
  const oldSigns = /quantidade\s+por\s+porcao|kcal\s*=|\d\s*kj\b/.test(allText);
  const portion = readPortion(kept);
  const portionAmount = portion?.amount ?? heads?.portion ?? null;

  // Rows first with a guess of the layout; a row with two figures and no % sign means the new one.
  const guessRows = (layout: LabelLayout) =>
    kept.flatMap((line, i) => {
      const row = rowValues(line, layout);
      if (!row) return [];
      // A name alone on its line ("Valor energético" wrapped): its figures are on the next line.
      if (row.figures.length === 0 && row.vd === null) {
        const next = kept[i + 1];
        if (next && !rowNutrient(next.words.map((w) => normalizeWord(w.text)))) {
          const moved = rowValues({ words: [...line.words, ...next.words] }, layout);
          if (moved) return [{ ...moved, labelBox: row.labelBox }];
        }
      }
      return [row];
    });
  const layout: LabelLayout | null = heads
    ? 'rdc429'
    : oldSigns
      ? 'rdc360'
      : guessRows('rdc429').filter((r) => r.figures.length >= 2).length >= 3
        ? 'rdc429'
        : guessRows('rdc360').some((r) => r.figures.length > 0)
          ? 'rdc360'
          : null;

  const perPortion = emptyFigures();
  const per100 = emptyFigures();
  if (layout) {
    for (const row of guessRows(layout)) {
      if (perPortion[row.nutrient] || per100[row.nutrient]) continue; // the first row of each name counts
      const chosen = chooseRow(row, layout, portionAmount);
      const [first, second] = row.figures;
      if (chosen.per100 !== null && first) {
        per100[row.nutrient] = figure(chosen.per100, first, row, chosen.agreement);
      }
      const portionToken = layout === 'rdc360' ? first : second;
      if (chosen.perPortion !== null && portionToken) {
        perPortion[row.nutrient] = figure(chosen.perPortion, portionToken, row, chosen.agreement);
      }
    }
    if (layout === 'rdc360') {
      const energy = energyFromKcalAndKj(kept);
      if (energy) perPortion.energyKcal = energy;
    }
    if (portionAmount) fillFromOtherColumn(per100, perPortion, portionAmount);
  }
  const figuresRead = MAIN.filter((key) => perPortion[key] || per100[key]).length;
  const portionOut = portion ?? (heads?.portion ? headPortion(kept[heads.index]!, heads.portion, heads.unit) : null);
  return {
    layout,
    portion: portionOut,
    servingsPerPack: readServings(kept),
    perPortion,
    per100,
    figuresRead,
    // Energy plus two other figures, or four figures: a receipt or a menu does not get there.
    looksLikeLabel: figuresRead >= 4 || (figuresRead >= 3 && !!(perPortion.energyKcal || per100.energyKcal)),
  };
}

function figure(value: number, token: NumberToken, row: RowValues, agreement: number): ReadFigure {
  return {
    value,
    box: token.word.box,
    rowBox: unionBox([row.labelBox, token.word.box]),
    nameBox: row.labelBox,
    confidence: Math.round(confidenceOf(token) * agreement * 100) / 100,
    derived: false,
  };
}

/** A column missing on the label (older layout: per 100 g) is computed from the other, and marked so. */
function fillFromOtherColumn(per100: LabelFigures, perPortion: LabelFigures, portionAmount: number) {
  for (const key of LABEL_NUTRIENTS) {
    const roundTo = (value: number) => (UNIT[key] === 'g' ? Math.round(value * 10) / 10 : Math.round(value));
    const portionFigure = perPortion[key];
    const hundredFigure = per100[key];
    if (portionFigure && !hundredFigure) {
      per100[key] = { ...portionFigure, value: roundTo((portionFigure.value * 100) / portionAmount), derived: true };
    } else if (hundredFigure && !portionFigure) {
      perPortion[key] = {
        ...hundredFigure,
        value: roundTo((hundredFigure.value * portionAmount) / 100),
        derived: true,
      };
    }
  }
}

function headPortion(line: OcrLine, amount: number, unit: 'g' | 'ml'): LabelReading['portion'] {
  const word = line.words.find((w) => w.text.startsWith(String(amount))) ?? line.words[0]!;
  return { amount, unit, measure: null, box: word.box, confidence: word.confidence / 100 };
}

const KJ_PER_KCAL = 4.184;

/**
 * The older layout's energy, "120 kcal = 504 kJ", often broken over two or three lines by a narrow
 * column or misread ("U7 kcal"). Both figures are looked for on the energy row and the unnamed lines
 * around it; the kcal figure is kept when the kJ agrees (kJ = 4.184 × kcal, RDC 360/2003), and when the
 * kcal figure is missing or disagrees the kJ figure gives it (marked with a lower confidence).
 */
function energyFromKcalAndKj(lines: OcrLine[]): ReadFigure | null {
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
