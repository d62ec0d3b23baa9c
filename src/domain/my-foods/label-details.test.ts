import { describe, expect, it } from 'vitest';
import { detailsForGrams, detailsPer100gFromLabel, labelDetailProblems, type LabelDetails } from './label-figures';

const none: LabelDetails = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };
const check = (typed: Partial<LabelDetails> & { carbsG?: number | null; fatG?: number | null }) => {
  const figures = { ...none, carbsG: null, fatG: null, ...typed };
  return labelDetailProblems(figures, figures).map((p) => p.kind);
};

describe('detalhes do rótulo (açúcares, gorduras saturadas e trans)', () => {
  it('converte da porção para 100 g e de volta; em branco continua em branco, zero continua zero', () => {
    const per100g = detailsPer100gFromLabel('perPortion', { ...none, sugarsTotalG: 7, transFatG: 0 }, 25);
    expect(per100g).toEqual({ ...none, sugarsTotalG: 28, transFatG: 0 });
    expect(detailsForGrams(per100g, 25)).toEqual({ ...none, sugarsTotalG: 7, transFatG: 0 });
    expect(detailsPer100gFromLabel('per100g', { ...none, saturatedFatG: 3.1 }, 25).saturatedFatG).toBe(3.1);
  });

  it('aceita um rótulo coerente e o arredondamento da tabela', () => {
    expect(
      check({ carbsG: 70, fatG: 8.8, sugarsTotalG: 28, sugarsAddedG: 20, saturatedFatG: 3, transFatG: 0 }),
    ).toEqual([]);
    // Fat 12,4 g printed "12", saturated 11,6 g printed "12", trans "0,4".
    expect(check({ fatG: 12, saturatedFatG: 12, transFatG: 0.4 })).toEqual([]);
    expect(check({ sugarsTotalG: 30 })).toEqual([]);
  });

  it('recusa partes maiores que o todo e mais de 100 g em 100 g', () => {
    expect(check({ carbsG: 20, sugarsTotalG: 30 })).toEqual(['sugars-over-carbs']);
    expect(check({ carbsG: 20, sugarsAddedG: 25 })).toEqual(['sugars-over-carbs']);
    expect(check({ sugarsTotalG: 8, sugarsAddedG: 9 })).toEqual(['added-over-total-sugars']);
    expect(check({ fatG: 6, saturatedFatG: 4, transFatG: 2.5 })).toEqual(['fats-over-total-fat']);
    expect(check({ sugarsTotalG: 101 })).toEqual(['detail-over-100g']);
  });
});
