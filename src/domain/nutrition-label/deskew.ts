import type { GreyImage } from './preprocess';

/**
 * Straightening a photo of a table: the skew (the rows' angle) by projection profiles, turned back; then the
 * shear a photo taken from the side leaves (rows level, columns leaning), found the same way across and undone.
 */

const MAX_SKEW = 15;
const SKEW_STEP = 0.25;
/** Columns leaning up to 1 in 4 (about 14°): a phone held well to the side of the pack. */
const MAX_SHEAR = 0.25;
const SHEAR_STEP = 0.01;

/** The dark pixels of a black-and-white image on a coarse grid: a few milliseconds on a large photo. */
function inkSample(binary: GreyImage) {
  const step = Math.max(1, Math.round(Math.max(binary.width, binary.height) / 700));
  const xs: number[] = [];
  const ys: number[] = [];
  for (let y = 0; y < binary.height; y += step) {
    for (let x = 0; x < binary.width; x += step) {
      if (binary.data[y * binary.width + x] === 0) {
        xs.push(x);
        ys.push(y);
      }
    }
  }
  return { xs, ys, step };
}

/**
 * Searches `from`..`to` for the value whose projection of the ink (`bin` of each sample) has the largest sum of
 * squares: rows of text, table rules and aligned figures line up into sharp peaks only at the right one. On a tie
 * the value nearer 0 wins, so a straight photo stays untouched.
 */
function sharpestProjection(
  count: number,
  bins: number,
  bin: (index: number, value: number) => number,
  [from, to, stepBy]: [number, number, number],
): number {
  const profile = new Float64Array(bins);
  let best = 0;
  let bestScore = -1;
  for (let value = from; value <= to + 1e-9; value += stepBy) {
    profile.fill(0);
    for (let i = 0; i < count; i++) {
      const b = bin(i, value);
      if (b >= 0 && b < bins) profile[b]! += 1;
    }
    let score = 0;
    for (let i = 0; i < bins; i++) score += profile[i]! * profile[i]!;
    if (
      score > bestScore * 1.0005 ||
      (Math.abs(score - bestScore) <= bestScore * 0.0005 && Math.abs(value) < Math.abs(best))
    ) {
      bestScore = Math.max(score, bestScore);
      best = value;
    }
  }
  return best;
}

/** The skew of the text in degrees, within ±15° (phones held crooked go past ±8°, issue 25). */
export function estimateSkew(binary: GreyImage): number {
  const { xs, ys, step } = inkSample(binary);
  if (xs.length < 50) return 0;
  const bins = Math.ceil((binary.height + binary.width) / step) + 2;
  const best = sharpestProjection(
    xs.length,
    bins,
    (i, angle) => {
      const tan = Math.tan((angle * Math.PI) / 180);
      return Math.floor((ys[i]! - xs[i]! * tan + binary.width * Math.abs(tan)) / step);
    },
    [-MAX_SKEW, MAX_SKEW, SKEW_STEP],
  );
  return Math.round(best * 100) / 100;
}

/**
 * How far the columns lean once the rows are level: x moves by `shear` × (y − the middle row) from top to
 * bottom. The table's vertical rules and the right-aligned figures line up only at the right value.
 */
export function estimateShear(binary: GreyImage): number {
  const { xs, ys, step } = inkSample(binary);
  if (xs.length < 50) return 0;
  const middle = binary.height / 2;
  const margin = MAX_SHEAR * middle;
  const bins = Math.ceil((binary.width + 2 * margin) / step) + 2;
  const best = sharpestProjection(
    xs.length,
    bins,
    (i, shear) => Math.floor((xs[i]! - shear * (ys[i]! - middle) + margin) / step),
    [-MAX_SHEAR, MAX_SHEAR, SHEAR_STEP],
  );
  return Math.round(best * 100) / 100;
}

/** Takes out a shear found by estimateShear: each row moved back along itself, white filling the edges. */
export function unshearGrey(image: GreyImage, shear: number): GreyImage {
  if (shear === 0) return image;
  const { width, height, data } = image;
  const out = new Uint8Array(width * height).fill(255);
  const middle = height / 2;
  for (let y = 0; y < height; y++) {
    const shift = shear * (y - middle);
    const x0 = Math.floor(shift);
    const w = shift - x0;
    for (let x = 0; x < width; x++) {
      const sx = x + x0;
      if (sx < 0 || sx >= width - 1) continue;
      out[y * width + x] = data[y * width + sx]! * (1 - w) + data[y * width + sx + 1]! * w;
    }
  }
  return { width, height, data: out };
}

/** Turns the image by `degrees` (positive = counter-clockwise on screen) around its centre, filling with white. */
export function rotateGrey(image: GreyImage, degrees: number): GreyImage {
  if (degrees === 0) return image;
  const { width, height, data } = image;
  const radians = (degrees * Math.PI) / 180;
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  const out = new Uint8Array(width * height);
  const cx = width / 2;
  const cy = height / 2;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      // Where this output pixel comes from in the source.
      const dx = x - cx;
      const dy = y - cy;
      const sx = cos * dx - sin * dy + cx;
      const sy = sin * dx + cos * dy + cy;
      const x0 = Math.floor(sx);
      const y0 = Math.floor(sy);
      if (x0 < 0 || y0 < 0 || x0 >= width - 1 || y0 >= height - 1) {
        out[y * width + x] = 255;
        continue;
      }
      const wx = sx - x0;
      const wy = sy - y0;
      const i = y0 * width + x0;
      const top = data[i]! * (1 - wx) + data[i + 1]! * wx;
      const bottom = data[i + width]! * (1 - wx) + data[i + width + 1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, data: out };
}
