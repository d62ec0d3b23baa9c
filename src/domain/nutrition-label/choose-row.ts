import { DAILY_REFERENCE, UNIT, type LabelLayout, type Unit } from './label-nutrients';
import type { Candidate, NumberToken } from './number-words';
import type { RowValues } from './row-values';

/** Whether a figure per portion fits the one per 100 g, given how labels round. */
function fitsScaled(per100: number, perPortion: number, portionAmount: number, unit: Unit): boolean {
  const expected = (per100 * portionAmount) / 100;
  const step = unit === 'g' ? (expected < 10 ? 0.1 : 1) : 1;
  return Math.abs(expected - perPortion) <= Math.max(step, 0.12 * Math.max(expected, perPortion)) + 0.05;
}

/** Whether a figure fits its %VD (an integer percentage of the daily reference). */
function fitsVd(value: number, vd: number, reference: number): boolean {
  const low = ((vd - 0.6) * reference) / 100;
  const high = ((vd + 0.6) * reference) / 100;
  return value >= low * 0.85 - 0.1 && value <= high * 1.15 + 0.1;
}

interface Chosen {
  per100: number | null;
  perPortion: number | null;
  agreement: number;
}

/** The readings of a row's words that agree best with each other and with its %VD. */
export function chooseRow(row: RowValues, layout: LabelLayout, portionAmount: number | null): Chosen {
  const unit = UNIT[row.nutrient];
  const reference = DAILY_REFERENCE[layout][row.nutrient];
  const vd = row.vd?.candidates[0]?.value ?? null;
  const vdCost = (value: number) => (vd === null || reference === null ? 0.4 : fitsVd(value, vd, reference) ? 0 : 2.5);
  if (layout === 'rdc360' || row.figures.length < 2) {
    const token = row.figures[0];
    if (!token) return { per100: null, perPortion: null, agreement: 0 };
    let best = token.candidates[0]!;
    let bestCost = Infinity;
    for (const candidate of token.candidates) {
      const cost = candidate.penalty + vdCost(candidate.value);
      if (cost < bestCost) [best, bestCost] = [candidate, cost];
    }
    const agreement = bestCost <= 0.3 ? 1 : bestCost < 1.5 ? 0.85 : 0.7;
    // In the new layout a lone figure is ambiguous: the 100 g column when the portion column is missing.
    return layout === 'rdc360'
      ? { per100: null, perPortion: best.value, agreement }
      : { per100: best.value, perPortion: null, agreement: agreement * 0.8 };
  }
  const [a, b] = row.figures as [NumberToken, NumberToken];
  let best: [Candidate, Candidate] = [a.candidates[0]!, b.candidates[0]!];
  let bestCost = Infinity;
  for (const x of a.candidates) {
    for (const y of b.candidates) {
      const scaled = portionAmount === null ? 0.4 : fitsScaled(x.value, y.value, portionAmount, unit) ? 0 : 2;
      const cost = x.penalty + y.penalty + scaled + vdCost(y.value);
      if (cost < bestCost) [best, bestCost] = [[x, y], cost];
    }
  }
  const agreement = bestCost <= 0.4 ? 1 : bestCost < 1.6 ? 0.85 : 0.6;
  return { per100: best[0].value, perPortion: best[1].value, agreement };
}
