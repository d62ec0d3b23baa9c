import { unionBox } from './ocr-text';
import { LABEL_NUTRIENTS, UNIT } from './label-nutrients';
import type { LabelFigures, ReadFigure } from './label-reading';
import type { NumberToken } from './number-words';
import type { RowValues } from './row-values';

/** The columns of the result, per portion and per 100 g, filled in from the figures chosen on each row. */

export const emptyFigures = (): LabelFigures =>
  Object.fromEntries(LABEL_NUTRIENTS.map((key) => [key, null])) as unknown as LabelFigures;

const confidenceOf = (...tokens: Array<NumberToken | null | undefined>) =>
  Math.min(...tokens.filter((t): t is NumberToken => !!t).map((t) => t.word.confidence)) / 100;

/** A figure read from a row's word: the OCR's confidence in the word, lowered when the row disagrees. */
export function rowFigure(value: number, token: NumberToken, row: RowValues, agreement: number): ReadFigure {
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
export function fillFromOtherColumn(per100: LabelFigures, perPortion: LabelFigures, portionAmount: number) {
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
