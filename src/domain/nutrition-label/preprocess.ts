/**
 * Preparing a photo of a nutrition table for OCR, as pure pixel arithmetic so the browser
 * (canvas ImageData) and Node (the evaluation and the bench, decoded by sharp) run exactly the
 * same steps with the same parameters (docs/decisions/0034-nutrition-label-reading.md):
 *
 * 1. grey (ITU-R BT.601 luma), scaled so the longer side is about `TARGET_LONG_SIDE` px: phone photos
 *    (4000 px) shrink, which is most of the OCR time saved; small crops grow, which Tesseract needs
 *    for small print (it reads best with capitals of 20–40 px — tesseract-ocr.github.io/tessdoc/ImproveQuality);
 * 2. the skew found by projection profiles (the angle whose horizontal ink profile is sharpest, within
 *    ±15°: phones held crooked go past the ±8° first searched, issue 25) and undone, so a table row stays one
 *    line of text;
 * 3. black and white by a local (Bradley–Roth) threshold: a coloured pack around the label and uneven
 *    light become white instead of the blocks of black a global threshold leaves;
 * 4. the table's rules removed (long horizontal and vertical runs of ink): Tesseract otherwise reads
 *    them as letters ("|", "—") or merges rows.
 */

import { sharpenGrey } from './sharpen';

export interface GreyImage {
  width: number;
  height: number;
  /** One byte per pixel, 0 = black, 255 = white, row by row. */
  data: Uint8Array;
}

export interface RgbaPixels {
  width: number;
  height: number;
  /** Four bytes per pixel (canvas ImageData, sharp's raw RGBA output). */
  data: Uint8Array | Uint8ClampedArray;
}

export interface PreparedLabel {
  /** What Tesseract reads: straightened, black and white, without the table's rules. */
  image: GreyImage;
  /** The same pixels in grey before the threshold: what the person sees of the photo (the crops). */
  straight: GreyImage;
  /** Degrees the photo was turned back by (positive = the photo was turned clockwise). */
  skewDegrees: number;
  /** prepared pixels per source pixel. */
  scale: number;
}

export const TARGET_LONG_SIDE = 1600;
/** Never enlarge more than this: a tiny thumbnail does not become readable by growing. */
const MAX_UPSCALE = 2.5;
const MAX_SKEW = 15;
const SKEW_LONG_SIDE = 700;
const SKEW_STEP = 0.25;

export function greyFromRgba({ width, height, data }: RgbaPixels): GreyImage {
  const out = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) {
    out[i] = (data[p]! * 299 + data[p + 1]! * 587 + data[p + 2]! * 114) / 1000;
  }
  return { width, height, data: out };
}

export function rgbaFromGrey({ width, height, data }: GreyImage): RgbaPixels {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let i = 0, p = 0; i < data.length; i++, p += 4) {
    out[p] = out[p + 1] = out[p + 2] = data[i]!;
    out[p + 3] = 255;
  }
  return { width, height, data: out };
}

/** Bilinear resize (area-averaging first when shrinking more than 2×, so thin strokes survive). */
export function resizeGrey(image: GreyImage, scale: number): GreyImage {
  let source = image;
  let remaining = scale;
  while (remaining < 0.5) {
    source = halve(source);
    remaining *= 2;
  }
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  if (width === source.width && height === source.height) return source;
  const out = new Uint8Array(width * height);
  const sx = source.width / width;
  const sy = source.height / height;
  for (let y = 0; y < height; y++) {
    const fy = Math.max(0, (y + 0.5) * sy - 0.5);
    const y0 = Math.min(source.height - 1, Math.floor(fy));
    const y1 = Math.min(source.height - 1, y0 + 1);
    const wy = fy - y0;
    for (let x = 0; x < width; x++) {
      const fx = Math.max(0, (x + 0.5) * sx - 0.5);
      const x0 = Math.min(source.width - 1, Math.floor(fx));
      const x1 = Math.min(source.width - 1, x0 + 1);
      const wx = fx - x0;
      const top = source.data[y0 * source.width + x0]! * (1 - wx) + source.data[y0 * source.width + x1]! * wx;
      const bottom = source.data[y1 * source.width + x0]! * (1 - wx) + source.data[y1 * source.width + x1]! * wx;
      out[y * width + x] = top * (1 - wy) + bottom * wy;
    }
  }
  return { width, height, data: out };
}

function halve(image: GreyImage): GreyImage {
  const width = Math.max(1, image.width >> 1);
  const height = Math.max(1, image.height >> 1);
  const out = new Uint8Array(width * height);
  const at = (x: number, y: number) =>
    image.data[Math.min(image.height - 1, y) * image.width + Math.min(image.width - 1, x)]!;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      out[y * width + x] =
        (at(2 * x, 2 * y) + at(2 * x + 1, 2 * y) + at(2 * x, 2 * y + 1) + at(2 * x + 1, 2 * y + 1)) / 4;
    }
  }
  return { width, height, data: out };
}

/** Bradley–Roth adaptive threshold: ink is a pixel darker than `1 - sensitivity` of its neighbourhood's mean. */
export function binarize(image: GreyImage, sensitivity = 0.15): GreyImage {
  const { width, height, data } = image;
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x]!;
      integral[(y + 1) * (width + 1) + x + 1] = integral[y * (width + 1) + x + 1]! + row;
    }
  }
  const half = Math.max(8, Math.round(Math.max(width, height) / 32));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const top = Math.max(0, y - half);
    const bottom = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const left = Math.max(0, x - half);
      const right = Math.min(width, x + half + 1);
      const sum =
        integral[bottom * (width + 1) + right]! -
        integral[top * (width + 1) + right]! -
        integral[bottom * (width + 1) + left]! +
        integral[top * (width + 1) + left]!;
      const mean = sum / ((bottom - top) * (right - left));
      out[y * width + x] = data[y * width + x]! < mean * (1 - sensitivity) ? 0 : 255;
    }
  }
  return { width, height, data: out };
}

/**
 * The skew of the text in degrees: the angle whose horizontal projection of the ink has the largest sum
 * of squares (rows of text and the table's rules line up into sharp peaks only at the right angle).
 */
export function estimateSkew(binary: GreyImage): number {
  // A sample of the ink on a coarse grid keeps this to a few milliseconds on a large photo.
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
  if (xs.length < 50) return 0;
  const bins = Math.ceil((binary.height + binary.width) / step) + 2;
  const profile = new Float64Array(bins);
  let best = 0;
  let bestScore = -1;
  for (let angle = -MAX_SKEW; angle <= MAX_SKEW + 1e-9; angle += SKEW_STEP) {
    profile.fill(0);
    const tan = Math.tan((angle * Math.PI) / 180);
    const offset = binary.width * Math.abs(tan);
    for (let i = 0; i < xs.length; i++) {
      const bin = Math.floor((ys[i]! - xs[i]! * tan + offset) / step);
      if (bin >= 0 && bin < bins) profile[bin]! += 1;
    }
    let score = 0;
    for (let i = 0; i < bins; i++) score += profile[i]! * profile[i]!;
    // Prefer the smaller angle on a tie: a straight photo stays untouched.
    if (
      score > bestScore * 1.0005 ||
      (Math.abs(score - bestScore) <= bestScore * 0.0005 && Math.abs(angle) < Math.abs(best))
    ) {
      bestScore = Math.max(score, bestScore);
      best = angle;
    }
  }
  return Math.round(best * 100) / 100;
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

/**
 * Removes the table's rules from a black-and-white image: runs of ink longer than `minRun` along a row
 * (horizontal rules) or a column (vertical rules). Each run is measured on a band of three rows (or
 * columns), so a rule left a fraction of a degree off after deskewing still counts as one run.
 */
export function removeRules(binary: GreyImage): GreyImage {
  const { width, height } = binary;
  const out = new Uint8Array(binary.data);
  const ink = (x: number, y: number) => binary.data[y * width + x] === 0;
  const minRow = Math.max(40, Math.round(width / 9));
  const minColumn = Math.max(40, Math.round(height / 9));
  for (let y = 0; y < height; y++) {
    let start = -1;
    for (let x = 0; x <= width; x++) {
      const on = x < width && (ink(x, y) || (y > 0 && ink(x, y - 1)) || (y < height - 1 && ink(x, y + 1)));
      if (on && start < 0) start = x;
      if (!on && start >= 0) {
        if (x - start >= minRow) for (let i = start; i < x; i++) out[y * width + i] = 255;
        start = -1;
      }
    }
  }
  for (let x = 0; x < width; x++) {
    let start = -1;
    for (let y = 0; y <= height; y++) {
      const on = y < height && (ink(x, y) || (x > 0 && ink(x - 1, y)) || (x < width - 1 && ink(x + 1, y)));
      if (on && start < 0) start = y;
      if (!on && start >= 0) {
        if (y - start >= minColumn) for (let i = start; i < y; i++) out[i * width + x] = 255;
        start = -1;
      }
    }
  }
  return { width, height, data: out };
}

/**
 * How one reading prepares the photo. The first pass is the one tuned on the clean set (decision 0034); when it
 * reads the table badly, a second pass reads it again at another scale with the strokes sharpened and a gentler
 * threshold, which brings back blurred, dim and glared text (issue 25, decision 0058), and the better reading wins
 * (better-reading.ts).
 */
export interface LabelPass {
  longSide: number;
  /** Bradley–Roth sensitivity: lower keeps fainter ink (glare, low light). */
  sensitivity: number;
  /** An unsharp mask before the threshold: blurred strokes regain their edges. */
  sharpen: boolean;
}
export const FIRST_PASS: LabelPass = { longSide: TARGET_LONG_SIDE, sensitivity: 0.15, sharpen: false };
export const SECOND_PASS: LabelPass = { longSide: 2200, sensitivity: 0.1, sharpen: true };

/** The whole preparation: grey, scale, deskew, (sharpen,) black and white, rules removed. */
export function prepareLabelImage(pixels: RgbaPixels, pass: LabelPass = FIRST_PASS): PreparedLabel {
  const grey = greyFromRgba(pixels);
  const longSide = Math.max(grey.width, grey.height);
  const scale = Math.min(MAX_UPSCALE, pass.longSide / longSide);
  const scaled = Math.abs(scale - 1) < 0.05 ? grey : resizeGrey(grey, scale);
  // The skew is measured on a small copy (about 700 px): the same angle, a fraction of the work.
  const small = resizeGrey(scaled, Math.min(1, SKEW_LONG_SIDE / Math.max(scaled.width, scaled.height)));
  const skewDegrees = estimateSkew(binarize(small));
  const straight = Math.abs(skewDegrees) < 0.3 ? scaled : rotateGrey(scaled, skewDegrees);
  const toRead = pass.sharpen ? sharpenGrey(straight) : straight;
  return {
    image: removeRules(binarize(toRead, pass.sensitivity)),
    straight,
    skewDegrees,
    scale: scaled.width / grey.width,
  };
}
