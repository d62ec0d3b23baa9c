import { describe, expect, it } from 'vitest';
import { FILL_FACTOR, SIZE_FACTOR } from '../../src/domain/meal-text/measure-modifiers';
import { median, modifierRatios } from '../../scripts/catalog/measure-modifier-pairs';
import { hasPof } from '../../scripts/catalog/reference-data';

describe('fatores de tamanho e de enchimento = medianas dos pares da POF 2008-2009', () => {
  // Without the reference data this fails, never skips: CI has ../shared beside the repository.
  it('tem ../shared/data/ibge-pof', () => expect(hasPof, '../shared/data/ibge-pof ausente').toBe(true));

  const ratios = hasPof ? modifierRatios() : null;

  it('pequena, grande e rasa são as medianas dos pares que o IBGE pesou', () => {
    expect(ratios?.['pequena/media'].length).toBeGreaterThanOrEqual(40);
    expect(median(ratios?.['pequena/media'] ?? [])).toBeCloseTo(SIZE_FACTOR.pequena, 3);
    expect(median(ratios?.['grande/media'] ?? [])).toBeCloseTo(SIZE_FACTOR.grande, 3);
    expect(median(ratios?.['rasa/cheia'] ?? [])).toBeCloseTo(FILL_FACTOR.rasa, 3);
  });
});
