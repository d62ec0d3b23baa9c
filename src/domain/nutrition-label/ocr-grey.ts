import type { GreyImage } from './preprocess';

/**
 * The photo in grey as Tesseract should read it, for the pass that reads blurred, dim or glared photos (issue 25):
 * Tesseract's LSTM reads the grey levels of a line, and a hard threshold of a blurred photo merges strokes
 * ("0" and "8" into blots, "4,8" into "48") that the grey still tells apart. The threshold only says where the
 * ink is: each pixel near ink keeps its shade, stretched between the local ink and paper levels (so ink under
 * glare or in the dark is as dark as anywhere), and everything else — the paper, the pack around it, the table's
 * rules (taken out of `withoutRules`) — is white.
 *
 * `binary` is the threshold of `grey` and `withoutRules` the same without the rules (table-rules.ts).
 */
export function ocrGrey(grey: GreyImage, binary: GreyImage, withoutRules: GreyImage): GreyImage {
  const { width, height, data } = grey;
  const longSide = Math.max(width, height);
  const radius = Math.max(1, Math.round(longSide / 800));
  const near = nearInk(withoutRules, radius);
  // The rules' soft edges, which the threshold left around them, are paper too.
  const ruled = nearInk(ruleInk(binary, withoutRules), radius);
  const levels = localLevels(grey, binary, Math.max(16, Math.round(longSide / 40)));
  const out = new Uint8Array(width * height).fill(255);
  for (let i = 0; i < out.length; i++) {
    if (!near[i] || ruled[i]) continue;
    const paper = levels.paper[i]!;
    // The ink's mean grey (soft edges included) maps to a third of the way from black to white.
    const inkMean = Math.min(levels.ink[i]!, paper - 40);
    const ink = inkMean - 0.5 * (paper - inkMean);
    out[i] = Math.max(0, Math.min(255, Math.round((255 * (data[i]! - ink)) / (paper - ink))));
  }
  return { width, height, data: out };
}

/** The ink the rule removal took out, as a black-and-white image. */
function ruleInk(binary: GreyImage, withoutRules: GreyImage): GreyImage {
  const data = new Uint8Array(binary.data.length).fill(255);
  for (let i = 0; i < data.length; i++) if (binary.data[i] === 0 && withoutRules.data[i] !== 0) data[i] = 0;
  return { width: binary.width, height: binary.height, data };
}

/** Pixels within `radius` (a square) of ink: a stroke's soft edges, which the threshold cut off. */
function nearInk({ width, height, data }: GreyImage, radius: number): Uint8Array {
  const across = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let last = -Infinity;
    for (let x = 0; x < width; x++) {
      if (data[y * width + x] === 0) last = x;
      if (x - last <= radius) across[y * width + x] = 1;
    }
    last = Infinity;
    for (let x = width - 1; x >= 0; x--) {
      if (data[y * width + x] === 0) last = x;
      if (last - x <= radius) across[y * width + x] = 1;
    }
  }
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let last = -Infinity;
    for (let y = 0; y < height; y++) {
      if (across[y * width + x]) last = y;
      if (y - last <= radius) out[y * width + x] = 1;
    }
    last = Infinity;
    for (let y = height - 1; y >= 0; y--) {
      if (across[y * width + x]) last = y;
      if (last - y <= radius) out[y * width + x] = 1;
    }
  }
  return out;
}

/**
 * The paper's and the ink's grey around each pixel: the means of the threshold's white and dark pixels over the
 * 3 × 3 blocks of `block` px around it (light and shadow change slowly across a label).
 */
function localLevels(grey: GreyImage, binary: GreyImage, block: number) {
  const { width, height, data } = grey;
  const bw = Math.ceil(width / block);
  const bh = Math.ceil(height / block);
  const paperSum = new Float64Array(bw * bh);
  const paperCount = new Float64Array(bw * bh);
  const inkSum = new Float64Array(bw * bh);
  const inkCount = new Float64Array(bw * bh);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / block) * bw + Math.floor(x / block);
      const v = data[y * width + x]!;
      if (binary.data[y * width + x] === 0) {
        inkSum[b]! += v;
        inkCount[b]! += 1;
      } else {
        paperSum[b]! += v;
        paperCount[b]! += 1;
      }
    }
  }
  const blockPaper = new Float32Array(bw * bh);
  const blockInk = new Float32Array(bw * bh);
  for (let by = 0; by < bh; by++) {
    for (let bx = 0; bx < bw; bx++) {
      let ps = 0;
      let pc = 0;
      let is = 0;
      let ic = 0;
      for (let y = Math.max(0, by - 1); y <= Math.min(bh - 1, by + 1); y++) {
        for (let x = Math.max(0, bx - 1); x <= Math.min(bw - 1, bx + 1); x++) {
          ps += paperSum[y * bw + x]!;
          pc += paperCount[y * bw + x]!;
          is += inkSum[y * bw + x]!;
          ic += inkCount[y * bw + x]!;
        }
      }
      const paper = pc > 0 ? ps / pc : 255;
      blockPaper[by * bw + bx] = paper;
      blockInk[by * bw + bx] = ic > 0 ? is / ic : Math.max(0, paper - 120);
    }
  }
  const paper = new Float32Array(width * height);
  const ink = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const b = Math.floor(y / block) * bw + Math.floor(x / block);
      paper[y * width + x] = blockPaper[b]!;
      ink[y * width + x] = blockInk[b]!;
    }
  }
  return { paper, ink };
}
