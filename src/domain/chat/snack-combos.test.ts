import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { combosFor, comboFigures } from './combo-figures';
import { SNACK_COMBOS, type ComboMoment } from './snack-combos';

const catalog = loadCatalog();
const density = (kcal: number | null, grams: number) => (kcal ?? Infinity) / grams;

describe('lanches selecionados (snack-combos.ts)', () => {
  it('nomeiam só alimentos do catálogo, em medidas caseiras que eles têm', () => {
    for (const combo of SNACK_COMBOS) expect(() => comboFigures(combo, catalog)).not.toThrow();
  });

  it('oferecem pelo menos três opções para cada momento', () => {
    for (const moment of ['pre_workout', 'post_workout', 'hunger', 'light'] satisfies ComboMoment[]) {
      expect(combosFor(moment, catalog).length).toBeGreaterThanOrEqual(3);
    }
  });

  it('antes do treino: carboidrato primeiro, pouca gordura (no máximo 5 g)', () => {
    for (const combo of combosFor('pre_workout', catalog)) {
      expect(combo.totals.carbsG ?? 0, combo.name).toBeGreaterThanOrEqual(15);
      expect(combo.totals.fatG ?? Infinity, combo.name).toBeLessThanOrEqual(5);
    }
  });

  it('depois do treino: proteína com carboidrato', () => {
    for (const combo of combosFor('post_workout', catalog)) {
      expect(combo.totals.proteinG ?? 0, combo.name).toBeGreaterThanOrEqual(8);
      expect(combo.totals.carbsG ?? 0, combo.name).toBeGreaterThanOrEqual(15);
    }
  });

  it('com fome: baixa densidade energética (≤ 1,5 kcal/g) com proteína ou fibra; opções leves abaixo de 100 kcal', () => {
    for (const combo of combosFor('hunger', catalog)) {
      const grams = combo.items.reduce((sum, item) => sum + item.grams, 0);
      expect(density(combo.totals.energyKcal, grams), combo.name).toBeLessThanOrEqual(1.5);
      expect((combo.totals.proteinG ?? 0) + (combo.totals.fiberG ?? 0), combo.name).toBeGreaterThanOrEqual(3);
    }
    for (const combo of combosFor('light', catalog)) expect(combo.totals.energyKcal ?? Infinity).toBeLessThan(100);
  });

  it('calcula os números pelo catálogo: 2 ovos cozidos (taco-488, 146 kcal/100 g × 90 g) + salada', () => {
    const salad = combosFor('hunger', catalog).find((c) => c.name === 'Salada com ovos cozidos');
    expect(salad?.items.map((i) => [i.foodName, i.grams])).toEqual([
      ['Salada de alface e tomate', 75],
      ['Ovo de galinha cozido', 90],
    ]);
    expect(salad?.items[1]?.nutrients.energyKcal).toBeCloseTo(131.4, 1);
    expect(salad?.incomplete).toContain('fiberG'); // TACO gives no fibre for eggs: said, never 0
  });
});
