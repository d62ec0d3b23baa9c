import type { GreyImage } from './preprocess';

/**
 * Removes the table's rules from a black-and-white image: runs of ink longer than a ninth of the image along a
 * row (horizontal rules) or a column (vertical rules). Each run is measured on a band of three rows (or columns),
 * so a rule left a fraction of a degree off after deskewing still counts as one run; a gap ends it (bridging gaps
 * made the tops of a line of thin letters look like a dashed rule). Only thin ink is a rule: a run is cleared when
 * most of it is no thicker than `thickness` across, and then only its thin ink and a rule's width of thicker ink
 * around it (a crossing rule, a letter touching it). Blurred bold text merges into long runs of ink along a row,
 * and cutting them struck out whole words ("energético" with a line through it, issue 25).
 */
export function removeRules(binary: GreyImage): GreyImage {
  const { width, height } = binary;
  const out = new Uint8Array(binary.data);
  const thickness = Math.max(6, Math.round(Math.max(width, height) / 160));
  clearRuns(binary, out, 'horizontal', thickness, Math.max(40, Math.round(width / 9)));
  clearRuns(binary, out, 'vertical', thickness, Math.max(40, Math.round(height / 9)));
  return { width, height, data: out };
}

function clearRuns(binary: GreyImage, out: Uint8Array, direction: Direction, thickness: number, minRun: number) {
  const { width, height, data } = binary;
  // How far the ink of each pixel runs across the rules looked for (down a column for a horizontal rule).
  const across = inkRuns(binary, direction === 'horizontal' ? 'vertical' : 'horizontal');
  const [lines, length, at] =
    direction === 'horizontal'
      ? [height, width, (line: number, i: number) => line * width + i]
      : [width, height, (line: number, i: number) => i * width + line];
  const ink = (line: number, i: number) => line >= 0 && line < lines && data[at(line, i)] === 0;
  const thin = (line: number, i: number) => ink(line, i) && across[at(line, i)]! <= thickness;
  for (let line = 0; line < lines; line++) {
    let start = -1;
    let lastInk = -1;
    let inkCount = 0;
    let thinCount = 0;
    const end = () => {
      const length = lastInk + 1 - start;
      // A rule: long, mostly ink, and thin along most of it (a letter touching it or a crossing rule are short).
      if (start >= 0 && length >= minRun && thinCount >= RULE_THIN_SHARE * inkCount) {
        for (let k = start; k <= lastInk; k++) {
          if (ink(line, k) && (thin(line, k) || nearThin(line, k))) out[at(line, k)] = 255;
        }
      }
      start = -1;
    };
    for (let i = 0; i < length; i++) {
      if (ink(line, i) || ink(line - 1, i) || ink(line + 1, i)) {
        if (start < 0) [start, inkCount, thinCount] = [i, 0, 0];
        lastInk = i;
        inkCount++;
        if (thin(line, i) || thin(line - 1, i) || thin(line + 1, i)) thinCount++;
      } else if (start >= 0) {
        end();
      }
    }
    end();
  }
  /** A crossing of two rules, or where a letter touches the rule: ink within a rule's width of thin ink. */
  function nearThin(line: number, i: number): boolean {
    for (let d = 1; d <= thickness; d++) if (thin(line, i - d) || thin(line, i + d)) return true;
    return false;
  }
}

/** The share of a rule's length that is thin ink (the rest: crossings, letters touching it). */
const RULE_THIN_SHARE = 0.6;

type Direction = 'horizontal' | 'vertical';

/** For each ink pixel, the length of the run of ink it lies on, along its row or down its column. */
function inkRuns({ width, height, data }: GreyImage, direction: Direction): Uint16Array {
  const runs = new Uint16Array(width * height);
  const [lines, length, at] =
    direction === 'horizontal'
      ? [height, width, (line: number, i: number) => line * width + i]
      : [width, height, (line: number, i: number) => i * width + line];
  for (let line = 0; line < lines; line++) {
    let start = -1;
    for (let i = 0; i <= length; i++) {
      const on = i < length && data[at(line, i)] === 0;
      if (on && start < 0) start = i;
      if (!on && start >= 0) {
        const run = Math.min(65535, i - start);
        for (let k = start; k < i; k++) runs[at(line, k)] = run;
        start = -1;
      }
    }
  }
  return runs;
}
