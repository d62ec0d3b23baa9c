import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { needsConfirmation } from '../../src/domain/meal-text/confidence';
import precisionSet from './precision-set.json' with { type: 'json' };

/**
 * Precision before recall (precision-set.json): what the catalog lacks must
 * not become a catalog food, and what it has must be the food meant.
 */
const MAX_WRONG_PLACEMENTS = 0.01;
const MIN_TOP1 = 0.95;

const catalog = loadCatalog();
const analyze = createMealTextAnalyzer(catalog);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

const negatives = precisionSet.mustNotMatch.map((text) => ({ text, items: analyze(text).items }));
const positives = precisionSet.mustMatch.map((entry) => ({ ...entry, first: analyze(entry.text).items[0] }));
// A known food with a flavour, filling or way of cooking the catalog lacks: the known food, flagged "Confira".
const variants = precisionSet.confirmVariant.map((entry) => ({ ...entry, first: analyze(entry.text).items[0] }));
const wrongVariants = variants.filter(
  (v) => !v.first || !v.foodIds.includes(v.first.foodId) || !needsConfirmation(v.first.confidence),
);
const placedNegatives = negatives.filter((n) => n.items.length > 0);
const wrongPositives = positives.filter((p) => p.first && !p.foodIds.includes(p.first.foodId));
const correct = positives.filter((p) => p.first && p.foodIds.includes(p.first.foodId));
const wrongShare =
  (placedNegatives.length + wrongPositives.length + wrongVariants.length) /
  (negatives.length + positives.length + variants.length);
const top1 = correct.length / positives.length;

describe('conjunto de precisão (precision-set.json)', () => {
  it('tem ≥ 200 expressões que não casam e ≥ 200 que casam, sem repetição, com ids do catálogo', () => {
    expect(new Set(precisionSet.mustNotMatch).size).toBeGreaterThanOrEqual(200);
    expect(new Set(precisionSet.mustMatch.map((p) => p.text)).size).toBeGreaterThanOrEqual(200);
    for (const p of precisionSet.mustMatch) for (const id of p.foodIds) expect(catalog.byId(id), p.text).toBeDefined();
  });

  it(`coloca errado ≤ ${pct(MAX_WRONG_PLACEMENTS)} e acerta o primeiro item em ≥ ${pct(MIN_TOP1)}`, () => {
    const report = [
      ...placedNegatives.map((n) => `não devia casar: "${n.text}" → ${n.items.map((i) => i.foodName).join(' + ')}`),
      ...wrongPositives.map((p) => `errado: "${p.text}" → ${p.first?.foodName} (esperado ${p.foodIds.join(' ou ')})`),
      ...wrongVariants.map(
        (v) => `variante sem "Confira": "${v.text}" → ${v.first?.foodName ?? '—'} (esperado ${v.foodIds.join(' ou ')})`,
      ),
      ...positives
        .filter((p) => !p.first)
        .map((p) => `não encontrado: "${p.text}" (esperado ${p.foodIds.join(' ou ')})`),
    ];
    console.info(
      `precisão: ${negatives.length} que não casam, ${positives.length} que casam, ${variants.length} variantes a conferir; ` +
        `colocações erradas ${pct(wrongShare)}; ` +
        `primeiro item certo ${pct(top1)}\n${report.join('\n')}`,
    );
    expect(wrongShare).toBeLessThanOrEqual(MAX_WRONG_PLACEMENTS);
    expect(top1).toBeGreaterThanOrEqual(MIN_TOP1);
  });
});
