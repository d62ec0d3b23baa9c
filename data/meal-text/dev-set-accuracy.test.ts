import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { toSearchKey } from '../../src/domain/foods/search-key';
import devSet from './dev-set.json' with { type: 'json' };

/**
 * The bar: at least 90% of the public development set within ±15% of the
 * expected energy (computed from TACO and IBGE POF by hand, see dev-set.json).
 */
const TOLERANCE = 0.15;
const REQUIRED_SHARE = 0.9;
/** What the catalog lacks comes back as "não reconhecido", never swapped. */
const REQUIRED_UNMATCHED_SHARE = 0.95;

describe('analisador de descrições de refeição no conjunto público de desenvolvimento', () => {
  const analyze = createMealTextAnalyzer(loadCatalog());
  const results = devSet.descriptions.map((d) => {
    const analysis = analyze(d.text);
    const energy = analysis.totals.energyKcal ?? 0;
    const error = Math.abs(energy - d.expectedEnergyKcal) / d.expectedEnergyKcal;
    const unmatched = analysis.unmatched.map(toSearchKey);
    const lost = d.unmatchedExpected.filter((name) => !unmatched.some((text) => text.includes(toSearchKey(name))));
    return { id: d.id, text: d.text, expected: d.expectedEnergyKcal, energy, within: error <= TOLERANCE, lost };
  });
  const share = results.filter((r) => r.within).length / results.length;

  it(`põe ≥ ${REQUIRED_SHARE * 100}% das descrições a ±${TOLERANCE * 100}% da energia esperada`, () => {
    const misses = results
      .filter((r) => !r.within)
      .map((r) => `${r.id}: "${r.text}" → ${r.energy} kcal (esperado ${r.expected})`);
    console.info(
      `dev set: ${(share * 100).toFixed(1)}% dentro de ±15% (${results.length} descrições)\n${misses.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });

  it(`devolve ≥ ${REQUIRED_UNMATCHED_SHARE * 100}% do que o catálogo não tem como não reconhecido`, () => {
    const expected = devSet.descriptions.reduce((sum, d) => sum + d.unmatchedExpected.length, 0);
    const lost = results.flatMap((r) => r.lost.map((name) => `${r.id}: "${name}" em "${r.text}"`));
    console.info(`não reconhecidos esperados: ${expected - lost.length} de ${expected}\n${lost.join('\n')}`);
    expect((expected - lost.length) / expected).toBeGreaterThanOrEqual(REQUIRED_UNMATCHED_SHARE);
  });
});
