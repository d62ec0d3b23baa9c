import { describe, expect, it } from 'vitest';
import { clearImpossibleFigures } from './impossible-figures';
import { LABEL_NUTRIENTS, type LabelNutrient } from './label-nutrients';
import type { LabelFigures, ReadFigure } from './label-reading';

const box = { x0: 0, y0: 0, x1: 10, y1: 10 };
const read = (value: number): ReadFigure => ({
  value,
  box,
  rowBox: box,
  nameBox: box,
  confidence: 0.9,
  derived: false,
});
/** A column as read, from plain figures (absent = not read). */
function column(values: Partial<Record<LabelNutrient, number>>): LabelFigures {
  return Object.fromEntries(
    LABEL_NUTRIENTS.map((k) => [k, values[k] === undefined ? null : read(values[k])]),
  ) as LabelFigures;
}
const granola = { energyKcal: 410, carbsG: 66, sugarsTotalG: 18, sugarsAddedG: 12, proteinG: 9.5, fatG: 12 };

describe('valores impossíveis na leitura do rótulo', () => {
  it('um rótulo coerente passa inteiro', () => {
    const { figures, impossible } = clearImpossibleFigures(column({ ...granola, fiberG: 7.2, sodiumMg: 35 }), 100);
    expect(impossible).toEqual([]);
    expect(figures.sugarsTotalG?.value).toBe(18);
  });

  it('açúcares acima dos carboidratos (19 g sobre 12 g) ficam em branco; os carboidratos ficam', () => {
    const { figures, impossible } = clearImpossibleFigures(
      column({ energyKcal: 150, carbsG: 12, sugarsTotalG: 19, proteinG: 5.2, fatG: 8.8 }),
      100,
    );
    expect(impossible).toEqual(['sugarsTotalG']);
    expect(figures.sugarsTotalG).toBeNull();
    expect(figures.carbsG?.value).toBe(12);
  });

  it('1596 g de fibra numa porção de 30 g, e sódio acima do sal puro, ficam em branco', () => {
    const { impossible } = clearImpossibleFigures(
      column({ energyKcal: 123, carbsG: 19.8, proteinG: 2.9, fatG: 3.6, fiberG: 1596, sodiumMg: 12_000 }),
      30,
    );
    expect(impossible.sort()).toEqual(['fiberG', 'sodiumMg']);
  });

  it('adicionados acima dos totais, saturada + trans acima da gordura: sai a parte, fica o todo', () => {
    const { figures, impossible } = clearImpossibleFigures(
      column({ ...granola, sugarsAddedG: 21, saturatedFatG: 11, transFatG: 3 }),
      100,
    );
    expect(impossible.sort()).toEqual(['saturatedFatG', 'sugarsAddedG', 'transFatG']);
    expect(figures.sugarsTotalG?.value).toBe(18);
    expect(figures.fatG?.value).toBe(12);
  });

  it('energia longe de 4/4/9 kcal dos macronutrientes: não se sabe qual foi mal lido, os quatro ficam em branco', () => {
    // 941 kcal read for 410 (the "4" as a "9" and a digit more): protein, carbohydrates and fat give ~410.
    const { figures, impossible } = clearImpossibleFigures(column({ ...granola, energyKcal: 941 }), 100);
    expect(impossible.sort()).toEqual(['carbsG', 'energyKcal', 'fatG', 'proteinG']);
    expect(figures.sugarsTotalG?.value).toBe(18);
  });
});
