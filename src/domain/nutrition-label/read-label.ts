import type { OcrLine } from './ocr-text';
import { chooseRow } from './choose-row';
import { emptyFigures, fillFromOtherColumn, rowFigure } from './label-figures';
import type { LabelLayout, LabelNutrient } from './label-nutrients';
import type { LabelReading } from './label-reading';
import { lineText, normalizeWord, rowNutrient } from './label-words';
import { clearImpossibleFigures } from './impossible-figures';
import { energyFromKcalAndKj } from './older-layout-energy';
import { headPortion, readColumnHeads, readPortion, readServings } from './read-portion';
import { rowValues } from './row-values';

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

// What the rest of the app imports from the label reader.
export { LABEL_NUTRIENTS, type LabelLayout, type LabelNutrient } from './label-nutrients';
export type { LabelFigures, LabelReading, ReadFigure } from './label-reading';
export { normalizeWord } from './label-words';
export { readNumberWord } from './number-words';

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

  let perPortion = emptyFigures();
  let per100 = emptyFigures();
  const impossible = { perPortion: new Set<LabelNutrient>(), per100: new Set<LabelNutrient>() };
  /** Takes out what breaks the label's arithmetic (impossible-figures.ts), remembering it for the form. */
  const check = () => {
    const portionChecked = clearImpossibleFigures(perPortion, portionAmount);
    const per100Checked = clearImpossibleFigures(per100, 100);
    perPortion = portionChecked.figures;
    per100 = per100Checked.figures;
    for (const key of portionChecked.impossible) impossible.perPortion.add(key);
    for (const key of per100Checked.impossible) impossible.per100.add(key);
  };
  if (layout) {
    for (const row of guessRows(layout)) {
      if (perPortion[row.nutrient] || per100[row.nutrient]) continue; // the first row of each name counts
      const chosen = chooseRow(row, layout, portionAmount);
      const [first, second] = row.figures;
      if (chosen.per100 !== null && first) {
        per100[row.nutrient] = rowFigure(chosen.per100, first, row, chosen.agreement);
      }
      const portionToken = layout === 'rdc360' ? first : second;
      if (chosen.perPortion !== null && portionToken) {
        perPortion[row.nutrient] = rowFigure(chosen.perPortion, portionToken, row, chosen.agreement);
      }
    }
    if (layout === 'rdc360') {
      const energy = energyFromKcalAndKj(kept);
      if (energy) perPortion.energyKcal = energy;
    }
    // Checked before a column is computed from the other (an impossible figure is not carried across), and after.
    check();
    if (portionAmount) fillFromOtherColumn(per100, perPortion, portionAmount);
    check();
  }
  const figuresRead = MAIN.filter((key) => perPortion[key] || per100[key]).length;
  const portionOut = portion ?? (heads?.portion ? headPortion(kept[heads.index]!, heads.portion, heads.unit) : null);
  return {
    layout,
    portion: portionOut,
    servingsPerPack: readServings(kept),
    perPortion,
    per100,
    impossible: { perPortion: [...impossible.perPortion], per100: [...impossible.per100] },
    figuresRead,
    // Energy plus two other figures, or four figures: a receipt or a menu does not get there.
    looksLikeLabel: figuresRead >= 4 || (figuresRead >= 3 && !!(perPortion.energyKcal || per100.energyKcal)),
  };
}
