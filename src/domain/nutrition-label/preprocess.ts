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

import { deblurGrey, edgeWidth, smoothGrey } from './deblur';
import { estimateShear, estimateSkew, rotateGrey, unshearGrey } from './deskew';
import { ocrGrey } from './ocr-grey';
import { sharpenGrey } from './sharpen';
import { removeRules } from './table-rules';

export { estimateShear, estimateSkew, rotateGrey, unshearGrey } from './deskew';
export { removeRules } from './table-rules';

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
const SKEW_LONG_SIDE = 700;

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
 * How one reading prepares the photo. The first pass is the one tuned on the clean set (decision 0034); when it
 * reads the table badly, the photo is read again prepared other ways (issue 25, decisions 0058 and 0069), and the
 * reading that gives the most sure figures wins (better-reading.ts).
 */
export interface LabelPass {
  longSide: number;
  /** Bradley–Roth sensitivity: lower keeps fainter ink (glare, low light). */
  sensitivity: number;
  /** An unsharp mask before the threshold: blurred strokes regain their edges. */
  sharpen: boolean;
  /** Tesseract reads the ink's grey (ocr-grey.ts) instead of the black and white. */
  grey: boolean;
  /** Richardson–Lucy deconvolution of a Gaussian blur of this many photo pixels (deblur.ts); 0: none. */
  deblur?: number;
  /** A Gaussian blur of this many photo pixels against sensor noise (a dim photo); 0: none. */
  denoise?: number;
}
export const FIRST_PASS: LabelPass = { longSide: TARGET_LONG_SIDE, sensitivity: 0.15, sharpen: false, grey: false };
/** 0058's second pass: larger, the strokes sharpened and a gentler threshold (faint or glared print). */
export const SHARPEN_PASS: LabelPass = { longSide: 2200, sensitivity: 0.1, sharpen: true, grey: false };
/**
 * An out-of-focus photo: deconvolved for a blur of 1.5 photo pixels (a milder blur than the photo's is still
 * sharpened; a stronger guess rings around the strokes), larger, read in grey.
 */
export const DEBLUR_PASS: LabelPass = { longSide: 2200, sensitivity: 0.15, sharpen: false, grey: true, deblur: 1.5 };
/** A crooked, glared or compressed photo: larger and read in grey, where the threshold broke thin strokes. */
export const GREY_PASS: LabelPass = { longSide: 2200, sensitivity: 0.15, sharpen: false, grey: true };
/**
 * An edge wider than this (px, deblur.ts's edgeWidth) is a blurred photo: a sharp print crosses from paper to ink
 * in 1–2 px. Only a blurred photo is deconvolved: on a sharp one the deconvolution only makes edges ring.
 */
const BLURRED_EDGE_PX = 2;

/** The passes in the order they are tried, each only when the readings before it left work to do. */
export function labelPasses(pixels: RgbaPixels): LabelPass[] {
  const blurred = edgeWidth(greyFromRgba(pixels)) >= BLURRED_EDGE_PX;
  return blurred ? [FIRST_PASS, SHARPEN_PASS, DEBLUR_PASS, GREY_PASS] : [FIRST_PASS, SHARPEN_PASS, GREY_PASS];
}

/** Below this a shear is left alone: a straight photo's columns lean by a pixel at most. */
const MIN_SHEAR = 0.03;

/** The whole preparation: grey, scale, deskew and unshear, (sharpen,) black and white, rules removed. */
export function prepareLabelImage(pixels: RgbaPixels, pass: LabelPass = FIRST_PASS): PreparedLabel {
  const photo = greyFromRgba(pixels);
  const grey = pass.deblur ? deblurGrey(photo, pass.deblur) : pass.denoise ? smoothGrey(photo, pass.denoise) : photo;
  const longSide = Math.max(grey.width, grey.height);
  const scale = Math.min(MAX_UPSCALE, pass.longSide / longSide);
  const scaled = Math.abs(scale - 1) < 0.05 ? grey : resizeGrey(grey, scale);
  // The skew and the shear are measured on a small copy (about 700 px): the same angle, a fraction of the work.
  const small = resizeGrey(scaled, Math.min(1, SKEW_LONG_SIDE / Math.max(scaled.width, scaled.height)));
  const skewDegrees = estimateSkew(binarize(small));
  const turned = Math.abs(skewDegrees) < 0.3 ? scaled : rotateGrey(scaled, skewDegrees);
  const smallTurned = Math.abs(skewDegrees) < 0.3 ? small : rotateGrey(small, skewDegrees);
  const shear = estimateShear(binarize(smallTurned));
  const straight = Math.abs(shear) < MIN_SHEAR ? turned : unshearGrey(turned, shear);
  const toRead = pass.sharpen ? sharpenGrey(straight) : straight;
  const binary = binarize(toRead, pass.sensitivity);
  const withoutRules = removeRules(binary);
  return {
    image: pass.grey ? ocrGrey(toRead, binary, withoutRules) : withoutRules,
    straight,
    skewDegrees,
    scale: scaled.width / grey.width,
  };
}
