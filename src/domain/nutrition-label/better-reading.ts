import type { LabelReading } from './label-reading';

/** Below this a figure is "leitura incerta" in the form (label-food-form.tsx). */
const SURE = 0.6;

/**
 * Whether the first reading of a photo left work to do (issue 25): not a table, a main figure missing, a figure
 * unsure, or one that broke the label's arithmetic. A clean photo reads well once and is not read again.
 */
export function needsSecondPass(reading: LabelReading): boolean {
  const printed = [...Object.values(reading.perPortion), ...Object.values(reading.per100)].filter(
    (figure) => figure && !figure.derived,
  );
  return (
    !reading.looksLikeLabel ||
    reading.figuresRead < 6 ||
    !reading.portion ||
    reading.impossible.perPortion.length + reading.impossible.per100.length > 0 ||
    printed.some((figure) => figure!.confidence < SURE)
  );
}

/**
 * How much of the table a reading gives as fact: each printed figure read surely counts 1, an unsure one ½, the
 * portion 1; a figure taken out as impossible costs 1 (it was read wrong).
 */
export function readingScore(reading: LabelReading): number {
  let score = reading.portion ? 1 : 0;
  for (const figure of [...Object.values(reading.perPortion), ...Object.values(reading.per100)]) {
    if (figure && !figure.derived) score += figure.confidence >= SURE ? 1 : 0.5;
  }
  return score - reading.impossible.perPortion.length - reading.impossible.per100.length;
}

/** The later reading only when it gives more; on a tie the earlier (the pass tuned on clean photos first) stays. */
export function betterReading<T extends { reading: LabelReading }>(first: T, second: T): T {
  return readingScore(second.reading) > readingScore(first.reading) ? second : first;
}

/**
 * Reads a photo in each pass in turn (preprocess.ts, LABEL_PASSES) until a reading leaves no work to do, and keeps
 * the best reading; `passes` says how many were read.
 */
export async function readInPasses<P, T extends { reading: LabelReading }>(
  passes: readonly P[],
  read: (pass: P) => Promise<T>,
): Promise<T & { passes: number }> {
  let best: T | null = null;
  let count = 0;
  for (const pass of passes) {
    if (best && !needsSecondPass(best.reading)) break;
    const reading = await read(pass);
    count++;
    best = best ? betterReading(best, reading) : reading;
  }
  if (!best) throw new Error('nenhuma passada de leitura');
  return { ...best, passes: count };
}
