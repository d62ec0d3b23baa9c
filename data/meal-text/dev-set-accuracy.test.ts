import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import devSet from './dev-set.json' with { type: 'json' };

/**
 * The bar: at least 90% of the public development set within ±15% of the
 * expected energy (computed from TACO and IBGE POF by hand, see dev-set.json).
 */
const TOLERANCE = 0.15;
const REQUIRED_SHARE = 0.9;

describe('meal-description analyser on the public development set', () => {
  const analyze = createMealTextAnalyzer(loadCatalog());
  const results = devSet.descriptions.map((d) => {
    const energy = analyze(d.text).totals.energyKcal ?? 0;
    const error = Math.abs(energy - d.expectedEnergyKcal) / d.expectedEnergyKcal;
    return { id: d.id, text: d.text, expected: d.expectedEnergyKcal, energy, within: error <= TOLERANCE };
  });
  const share = results.filter((r) => r.within).length / results.length;

  it(`places ≥ ${REQUIRED_SHARE * 100}% of descriptions within ±${TOLERANCE * 100}% of the expected energy`, () => {
    const misses = results
      .filter((r) => !r.within)
      .map((r) => `${r.id}: "${r.text}" → ${r.energy} kcal (esperado ${r.expected})`);
    console.info(
      `dev set: ${(share * 100).toFixed(1)}% dentro de ±15% (${results.length} descrições)\n${misses.join('\n')}`,
    );
    expect(share).toBeGreaterThanOrEqual(REQUIRED_SHARE);
  });
});
