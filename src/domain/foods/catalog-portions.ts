import { POF_SOURCE_ID, RECIPE_SOURCE_ID, USDA_SOURCE_IDS } from './catalog-source-ids';
import type { RawFood, RawPortion } from './raw-catalog';
import type { RawReader } from './raw-reader';
import type { Measure, Portion, PortionSource, Source } from './types';

/**
 * A food's household portions from its authored ones: each names a known measure and the source of its grams
 * (a POF portion cites POF's codes, a USDA one USDA's description, a recipe's yield portion takes the recipe's
 * weight); exactly one is the default.
 */
export function buildPortions(
  r: RawReader,
  raws: readonly RawPortion[],
  owner: RawFood,
  path: string,
  measures: Map<string, Measure>,
  sources: Map<string, Source>,
  yieldGrams: number | null,
): Portion[] {
  const portions = raws.flatMap((raw, i): Portion[] => {
    const p = `${path}.portions[${i}]`;
    const skip = (message: string): Portion[] => {
      r.fail(p, message);
      return [];
    };
    const measure = measures.get(raw.measure);
    if (!measure) return skip(`unknown measure "${raw.measure}"`);
    if (!sources.has(raw.source)) r.fail(p, `unknown source "${raw.source}"`);
    let source: PortionSource;
    let grams = raw.grams;
    if (raw.source === POF_SOURCE_ID) {
      if (!raw.pof || !raw.pofReference)
        return skip('a POF portion must cite pof {food, preparation, measure} and pofReference');
      if (measure.pofMeasureCode !== raw.pof.measure)
        r.fail(p, `measure "${measure.id}" is not POF measure ${raw.pof.measure}`);
      source = {
        kind: 'pof',
        pofFoodCode: raw.pof.food,
        pofPreparationCode: raw.pof.preparation,
        pofMeasureCode: raw.pof.measure,
        reference: raw.pofReference,
      };
    } else if (raw.source === USDA_SOURCE_IDS['sr-legacy'] || raw.source === USDA_SOURCE_IDS.fndds) {
      if (!raw.usdaPortion) return skip("a USDA portion must give usdaPortion (USDA's description)");
      const dataset = raw.source === USDA_SOURCE_IDS.fndds ? 'fndds' : 'sr-legacy';
      source = { kind: 'usda', dataset, description: raw.usdaPortion };
    } else if (raw.source === RECIPE_SOURCE_ID && raw.grams === null) {
      if (yieldGrams === null) return skip('only recipes have yield portions');
      source = { kind: 'recipe-yield' };
      grams = yieldGrams;
    } else {
      source = { kind: 'catalog' };
    }
    if (grams === null || !(grams > 0)) return skip('grams must be > 0');
    return [
      {
        measureId: measure.id,
        label: raw.label ?? measure.label,
        plural: raw.plural ?? measure.plural,
        grams,
        isDefault: raw.isDefault,
        source,
      },
    ];
  });
  const defaults = portions.filter((portion) => portion.isDefault).length;
  if (defaults !== 1)
    r.fail(`${path}.portions`, `${owner.id} must have exactly one default portion, found ${defaults}`);
  return portions;
}
