import type { Box } from './ocr-text';
import type { LabelLayout, LabelNutrient } from './label-nutrients';

/** What readNutritionLabel (read-label.ts) gives back. */
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
  /**
   * Figures read but taken out because they break the label's own arithmetic (impossible-figures.ts): blank,
   * and flagged "valor impossível" for the person to type from the package.
   */
  impossible: { perPortion: LabelNutrient[]; per100: LabelNutrient[] };
  /** How many of the main figures (energy, carbohydrates, protein, fats, fibre, sodium) were read. */
  figuresRead: number;
  /** False when the text does not look like a nutrition table at all. */
  looksLikeLabel: boolean;
}
