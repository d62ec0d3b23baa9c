import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useLabelWorker } from '../labels/label-worker-hooks';
import { DEGRADED_LABELS_DIR, expectedLabels, mergeScores, readLabelFile, scoreLabel } from '../labels/label-eval';

/**
 * The label reader on badly taken photos (issue 25, item 13; scripts/label-degraded-images.mjs): the 24 generated
 * labels blurred, tilted 10–14°, sheared, glared, in low light and heavily compressed, two photos each. Measured
 * before and after each change to the passes (decisions 0058 and 0069: 66% of all fields, then 85%; low light the
 * worst kind at 56%): the floors below are under the figures reached, so a change that reads worse fails here. And
 * whatever is read, a figure that breaks the label's arithmetic is never pre-filled (impossible-figures.ts).
 */
const FLOOR_ALL_FIELDS = 0.8;
const FLOOR_PER_DEGRADATION = 0.5;

describe('leitura da tabela nutricional: fotos degradadas', () => {
  const worker = useLabelWorker();

  it('lê a maior parte dos campos mesmo com foto ruim, e nunca mostra um valor impossível', async () => {
    const labels = expectedLabels(DEGRADED_LABELS_DIR);
    expect(labels.length).toBeGreaterThanOrEqual(40);
    const byKind = new Map<string, Array<Record<string, [number, number]>>>();
    for (const expected of labels) {
      const { reading } = await readLabelFile(worker(), path.join(DEGRADED_LABELS_DIR, expected.file));
      // Every figure left in the form passes the label's own arithmetic: none is impossible.
      for (const column of [reading.perPortion, reading.per100]) {
        const { sugarsTotalG, carbsG, saturatedFatG, transFatG, fatG } = column;
        if (sugarsTotalG && carbsG) expect(sugarsTotalG.value, expected.file).toBeLessThanOrEqual(carbsG.value + 1);
        if (saturatedFatG && fatG) {
          expect(saturatedFatG.value + (transFatG?.value ?? 0), expected.file).toBeLessThanOrEqual(fatG.value + 1);
        }
      }
      const kind = expected.degradation ?? 'sem';
      byKind.set(kind, [...(byKind.get(kind) ?? []), scoreLabel(expected, reading)]);
    }
    const share = (scores: Array<Record<string, [number, number]>>) => {
      const [right, total] = Object.values(mergeScores(scores)).reduce(([r, t], [a, b]) => [r + a, t + b], [0, 0]);
      return right / total;
    };
    const all = [...byKind.values()].flat();
    const lines = [...byKind].map(([kind, scores]) => `${kind.padEnd(12)} ${Math.round(share(scores) * 100)}%`);
    const fields = Object.entries(mergeScores(all)).map(
      ([field, [right, total]]) => `${field.padEnd(28)} ${right}/${total} (${Math.round((right / total) * 100)}%)`,
    );
    console.log(
      `Fotos degradadas: ${labels.length}; campos certos ${Math.round(share(all) * 100)}%\n${lines.join('\n')}\n${fields.join('\n')}`,
    );
    expect(share(all)).toBeGreaterThanOrEqual(FLOOR_ALL_FIELDS);
    for (const [kind, scores] of byKind) expect(share(scores), kind).toBeGreaterThanOrEqual(FLOOR_PER_DEGRADATION);
  }, 900_000);
});
