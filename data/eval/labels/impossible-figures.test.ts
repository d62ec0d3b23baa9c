import { describe, expect, it } from 'vitest';
import { clearImpossibleFigures } from '../../../src/domain/nutrition-label/impossible-figures';
import type { LabelNutrient } from '../../../src/domain/nutrition-label/label-nutrients';
import type { LabelFigures } from '../../../src/domain/nutrition-label/label-reading';
import { expectedLabels } from './label-eval';

const box = { x0: 0, y0: 0, x1: 1, y1: 1 };
const figures = (values: Record<string, number | null>): LabelFigures =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [
      key,
      value === null ? null : { value, box, rowBox: box, nameBox: box, confidence: 1, derived: false },
    ]),
  ) as LabelFigures;

// The check must never take out a figure a real label prints: every figure of the 24 generated labels, exactly as
// printed (per portion and per 100 g), passes it.
describe('a verificação de valores impossíveis aceita cada rótulo impresso', () => {
  it('nenhum valor dos rótulos do conjunto é tirado', () => {
    const labels = expectedLabels();
    expect(labels.length).toBeGreaterThanOrEqual(20);
    for (const label of labels) {
      const portion = clearImpossibleFigures(figures(label.perPortion), label.portion.amount);
      expect(portion.impossible, `${label.file} (porção)`).toEqual([] as LabelNutrient[]);
      if (label.per100) {
        expect(clearImpossibleFigures(figures(label.per100), 100).impossible, `${label.file} (100 g)`).toEqual([]);
      }
    }
  });
});
