import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';
import { needsConfirmation } from './confidence';
import { mergeModelReading } from './merge-model-reading';
import { createNamedItemsPlacer } from './place-named-items';

const catalog = loadCatalog();
const analyze = createMealTextAnalyzer(catalog);
const place = createNamedItemsPlacer(catalog);
const named = (name: string, grams: number) => ({
  name,
  preparation: null,
  measure: null,
  quantity: null,
  grams,
  confidence: 0.9,
});

describe('mergeModelReading', () => {
  it('adds what the model named for an unread piece, flagged, and sums again', () => {
    const rules = analyze('arroz e temaki');
    expect(rules.unmatched).toEqual(['temaki']);
    const merged = mergeModelReading(rules, new Map([['temaki', place([named('arroz branco', 80)])]]));
    expect(merged.items).toHaveLength(2);
    expect(merged.items[1]).toMatchObject({ text: 'temaki', grams: 80 });
    expect(needsConfirmation(merged.items[1]?.confidence)).toBe(true);
    expect(merged.unmatched).toEqual([]);
    expect(merged.totals.energyKcal).toBeCloseTo(
      merged.items.reduce((sum, item) => sum + (item.nutrients.energyKcal ?? 0), 0),
      2,
    );
  });

  it('keeps a piece the model could not read, and shows names the catalog lacks instead of dropping them', () => {
    const rules = analyze('arroz, temaki e poke');
    const merged = mergeModelReading(rules, new Map([['temaki', place([named('xyzzy desconhecido', 50)])]]));
    expect(merged.items.map((i) => i.foodId)).toEqual(['taco-3']);
    expect(merged.unmatched).toEqual(['temaki', 'poke']);
  });
});
