import { describe, expect, it } from 'vitest';
import { nutrientsForGrams } from './nutrients';
import { computeRecipeFigures } from './recipe-nutrients';
import { makeNutrients } from './test-factories';

describe('computeRecipeFigures', () => {
  const arroz = { per100g: makeNutrients({ energyKcal: 128, proteinG: 2.5, fiberG: 1.6 }), traces: [] };
  const feijao = { per100g: makeNutrients({ energyKcal: 76, proteinG: 4.8, fiberG: 8.5 }), traces: [] };

  it('faz a média ponderada pelos gramas de cada ingrediente', () => {
    const result = computeRecipeFigures([
      { ...arroz, grams: 90 },
      { ...feijao, grams: 140 },
    ]);
    expect(result.yieldGrams).toBe(230);
    expect(result.per100g.energyKcal).toBe(96.35);
    expect(result.per100g.proteinG).toBeCloseTo((90 * 2.5 + 140 * 4.8) / 230, 2);
  });

  it('um valor desconhecido num ingrediente deixa o da receita desconhecido, com o motivo', () => {
    const bife = { per100g: makeNutrients({ energyKcal: 194, fiberG: null }), traces: [] };
    const result = computeRecipeFigures([
      { ...arroz, grams: 90 },
      { ...bife, grams: 100 },
    ]);
    expect(result.per100g.fiberG).toBeNull();
    expect(result.unknown.fiberG).toBe('ingredient');
    expect(result.per100g.energyKcal).not.toBeNull();
  });

  it('"não aplicável" (NA) da TACO não é lacuna: o fio de azeite não apaga a proteína da pizza', () => {
    const azeite = {
      per100g: makeNutrients({ energyKcal: 884, proteinG: null, carbsG: null, fatG: 100 }),
      traces: [],
      notApplicable: ['proteinG', 'carbsG'] as const,
    };
    const result = computeRecipeFigures([
      { ...arroz, grams: 95 },
      { ...azeite, grams: 5 },
    ]);
    expect(result.per100g.proteinG).toBeCloseTo((95 * 2.5) / 100, 2);
    expect(result.unknown.proteinG).toBeUndefined();
    // Without the NA marker the same null is a real gap.
    const gap = computeRecipeFigures([
      { ...arroz, grams: 95 },
      { ...azeite, notApplicable: [], grams: 5 },
    ]);
    expect(gap.per100g.proteinG).toBeNull();
  });

  it('soma de traços continua traço; soma positiva não', () => {
    const cafe = { per100g: makeNutrients({ fatG: 0, ironMg: 0 }), traces: ['fatG', 'ironMg'] as const };
    const acucar = { per100g: makeNutrients({ fatG: 0, ironMg: 0.1 }), traces: [] };
    const result = computeRecipeFigures([
      { ...cafe, grams: 50 },
      { ...acucar, grams: 5 },
    ]);
    expect(result.per100g.fatG).toBe(0);
    expect(result.traces).toEqual(['fatG']);
  });

  it('com rendimento cozido, divide pelo peso do prato pronto (só água sai da panela)', () => {
    const result = computeRecipeFigures(
      [
        { ...arroz, grams: 90 },
        { ...feijao, grams: 140 },
      ],
      184,
    );
    expect(result.ingredientGrams).toBe(230);
    expect(result.yieldGrams).toBe(184);
    expect(result.per100g.energyKcal).toBeCloseTo((90 * 128 + 140 * 76) / 184, 2);
    expect(() => computeRecipeFigures([{ ...arroz, grams: 90 }], 91)).toThrow();
    expect(() => computeRecipeFigures([{ ...arroz, grams: 90 }], 0)).toThrow();
  });

  it('recusa receita vazia', () => {
    expect(() => computeRecipeFigures([])).toThrow();
  });
});

describe('nutrientsForGrams', () => {
  it('escala por 100 g e mantém o desconhecido como null', () => {
    const n = nutrientsForGrams(makeNutrients({ energyKcal: 128, fiberG: null }), 45);
    expect(n.energyKcal).toBe(57.6);
    expect(n.fiberG).toBeNull();
  });
});
