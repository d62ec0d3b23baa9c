/**
 * The label reader over the generated label set (scripts/label-images.mjs) in Node: the same preparation
 * (src/domain/nutrition-label/preprocess.ts) and Tesseract settings as the browser, with tesseract.js and
 * the Portuguese data shipped with the app. Used by label-eval.test.ts (accuracy) and
 * bench/label-ocr.bench.mjs (timing). JPEGs are decoded by jpeg-js (pure JavaScript, no native code).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { createWorker, OEM, type Worker } from 'tesseract.js';
import { linesFromTesseract } from '../../../src/domain/nutrition-label/ocr-text';
import { LABEL_OCR_LANGUAGE, LABEL_OCR_PARAMETERS } from '../../../src/domain/nutrition-label/ocr-settings';
import { readInPasses } from '../../../src/domain/nutrition-label/better-reading';
import { labelPasses, prepareLabelImage, type LabelPass } from '../../../src/domain/nutrition-label/preprocess';
import {
  LABEL_NUTRIENTS,
  readNutritionLabel,
  type LabelNutrient,
  type LabelReading,
} from '../../../src/domain/nutrition-label/read-label';

export const LABELS_DIR = path.dirname(fileURLToPath(import.meta.url));

export interface ExpectedLabel {
  file: string;
  product: string;
  layout: 'rdc429' | 'rdc360';
  portion: { amount: number; unit: 'g' | 'ml' };
  perPortion: Record<Exclude<LabelNutrient, 'transFatG'>, number | null>;
  per100: Record<Exclude<LabelNutrient, 'transFatG'>, number | null> | null;
}

/** The degraded photos of the same labels (scripts/label-degraded-images.mjs, issue 25). */
export const DEGRADED_LABELS_DIR = path.join(LABELS_DIR, '..', 'labels-degraded');

export function expectedLabels(dir = LABELS_DIR): Array<ExpectedLabel & { degradation?: string }> {
  return JSON.parse(readFileSync(path.join(dir, 'expected.json'), 'utf8')) as ExpectedLabel[];
}

/** The Portuguese data the app serves (@tesseract.js-data/por, integer LSTM model). */
export function portugueseDataDir(): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve('@tesseract.js-data/por/package.json')), '4.0.0_best_int');
}

export async function labelWorker(): Promise<Worker> {
  const worker = await createWorker(LABEL_OCR_LANGUAGE, OEM.LSTM_ONLY, {
    langPath: portugueseDataDir(),
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({ ...LABEL_OCR_PARAMETERS } as never);
  return worker;
}

/** One photo: decode, prepare, OCR, read. Times in ms. */
export async function readLabelFile(worker: Worker, file: string) {
  const started = performance.now();
  // CPU time of the whole process (Tesseract runs in a worker thread of it): the work's own cost, which a
  // machine shared with other jobs does not inflate the way it inflates the wall time.
  const cpuStart = process.cpuUsage();
  const decoded = jpeg.decode(readFileSync(file), { useTArray: true, formatAsRGBA: true });
  let prepMs = 0;
  // As the browser does (read-label-photo.ts): another pass only when the readings before left work to do.
  const readWith = async (pass: LabelPass) => {
    const prepStarted = performance.now();
    const prepared = prepareLabelImage({ width: decoded.width, height: decoded.height, data: decoded.data }, pass);
    const { width, height, data } = prepared.image;
    // Grey PGM: read by Tesseract's image library as is, no encoder needed.
    const pgm = Buffer.concat([Buffer.from(`P5\n${width} ${height}\n255\n`), Buffer.from(data)]);
    prepMs += performance.now() - prepStarted;
    const result = await worker.recognize(pgm, {}, { blocks: true, text: true });
    return { reading: readNutritionLabel(linesFromTesseract(result.data.blocks)), text: result.data.text };
  };
  const pixels = { width: decoded.width, height: decoded.height, data: decoded.data };
  const all = labelPasses(pixels);
  const { reading, text, passes } = await readInPasses(
    process.env.LABEL_PASSES === '1' ? all.slice(0, 1) : all,
    readWith,
  );
  const cpu = process.cpuUsage(cpuStart);
  const cpuMs = (cpu.user + cpu.system) / 1000;
  return { reading, text, passes, totalMs: performance.now() - started, prepMs, cpuMs };
}

export const SCORED: Array<Exclude<LabelNutrient, 'transFatG'>> = LABEL_NUTRIENTS.filter(
  (key): key is Exclude<LabelNutrient, 'transFatG'> => key !== 'transFatG',
);

/**
 * "Within its rounding": the figure as printed, to half of its last printed digit (labels print grams
 * with one decimal, kcal and mg whole). A figure the layout does not have must come back empty.
 */
export function figureCorrect(expected: number | null, read: number | null | undefined): boolean {
  if (expected === null) return read === null || read === undefined;
  if (read === null || read === undefined) return false;
  const decimals = (String(expected).split('.')[1] ?? '').length;
  return Math.abs(read - expected) <= 0.5 * 10 ** -decimals + 1e-9;
}

/** Field → [correct, total] for one label: portion, each figure per portion, and per 100 g where printed. */
export function scoreLabel(expected: ExpectedLabel, reading: LabelReading) {
  const scores: Record<string, [number, number]> = {};
  const add = (field: string, ok: boolean) => {
    const [right, total] = scores[field] ?? [0, 0];
    scores[field] = [right + (ok ? 1 : 0), total + 1];
  };
  add('portion', reading.portion?.amount === expected.portion.amount && reading.portion.unit === expected.portion.unit);
  for (const key of SCORED) {
    const printed = (figure: LabelReading['perPortion'][LabelNutrient]) =>
      figure && !figure.derived ? figure.value : null;
    add(`${key} (porção)`, figureCorrect(expected.perPortion[key], printed(reading.perPortion[key])));
    if (expected.per100) add(`${key} (100 g)`, figureCorrect(expected.per100[key], printed(reading.per100[key])));
  }
  return scores;
}

export function mergeScores(all: Array<Record<string, [number, number]>>) {
  const merged: Record<string, [number, number]> = {};
  for (const scores of all) {
    for (const [field, [right, total]] of Object.entries(scores)) {
      const [r, t] = merged[field] ?? [0, 0];
      merged[field] = [r + right, t + total];
    }
  }
  return merged;
}

/** `node --import tsx data/eval/labels/label-eval.ts [--json]`: every label, its timing and its fields. */
if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const worker = await labelWorker();
  const rows = [];
  // `--degraded`: the degraded set (data/eval/labels-degraded); `--only KIND`: one degradation of it.
  const dir = process.argv.includes('--degraded') ? DEGRADED_LABELS_DIR : LABELS_DIR;
  const only = process.argv[process.argv.indexOf('--only') + 1];
  // `--shard I/N`: every Nth label from the Ith, to read the set in N processes at once.
  const [shard, shards] = (process.argv[process.argv.indexOf('--shard') + 1] ?? '0/1').split('/').map(Number);
  try {
    for (const [index, expected] of expectedLabels(dir).entries()) {
      if (process.argv.includes('--shard') && index % shards! !== shard) continue;
      if (process.argv.includes('--only') && expected.degradation !== only) continue;
      const { reading, text, totalMs, prepMs, cpuMs } = await readLabelFile(worker, path.join(dir, expected.file));
      const scores = scoreLabel(expected, reading);
      rows.push({ file: expected.file, totalMs, prepMs, cpuMs, scores });
      if (!process.argv.includes('--json')) {
        const wrong = Object.entries(scores)
          .filter(([, [r, t]]) => r < t)
          .map(([f]) => f);
        console.log(
          `${expected.file} ${Math.round(totalMs)} ms (prep ${Math.round(prepMs)}, CPU ${Math.round(cpuMs)}) erros: ${wrong.join(', ') || '—'}`,
        );
        if (wrong.length && process.argv.includes('--text')) console.log(text);
      }
    }
  } finally {
    await worker.terminate();
  }
  const merged = mergeScores(rows.map((r) => r.scores));
  if (process.argv.includes('--json')) {
    console.log(
      JSON.stringify({
        rows: rows.map(({ file, totalMs, prepMs, cpuMs }) => ({ file, totalMs, prepMs, cpuMs })),
        fields: merged,
      }),
    );
  } else {
    for (const [field, [r, t]] of Object.entries(merged)) console.log(`${field}: ${r}/${t}`);
  }
}
