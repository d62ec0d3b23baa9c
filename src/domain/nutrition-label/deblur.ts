import type { GreyImage } from './preprocess';

/**
 * Richardson–Lucy deconvolution with a Gaussian blur of `sigma` px (W. H. Richardson, JOSA 62(1), 1972;
 * L. B. Lucy, AJ 79, 1974): an out-of-focus photo is the sharp one convolved with a blur, and each iteration
 * moves the estimate towards the image whose blur matches the photo. Run on the photo before it is enlarged
 * (fewer pixels, a smaller kernel), for the pass that reads blurred photos (issue 25).
 */
export function deblurGrey(image: GreyImage, sigma: number, iterations = 12): GreyImage {
  const { width, height, data } = image;
  const kernel = gaussianKernel(sigma);
  const observed = new Float32Array(width * height);
  for (let i = 0; i < observed.length; i++) observed[i] = data[i]! + 1;
  let estimate = Float32Array.from(observed);
  const ratio = new Float32Array(width * height);
  for (let n = 0; n < iterations; n++) {
    const blurred = convolve(estimate, width, height, kernel);
    for (let i = 0; i < ratio.length; i++) ratio[i] = observed[i]! / Math.max(1e-3, blurred[i]!);
    const correction = convolve(ratio, width, height, kernel);
    const next = new Float32Array(width * height);
    for (let i = 0; i < next.length; i++) next[i] = Math.min(256, estimate[i]! * correction[i]!);
    estimate = next;
  }
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) out[i] = Math.max(0, Math.min(255, Math.round(estimate[i]! - 1)));
  return { width, height, data: out };
}

/** A Gaussian blur of `sigma` px: sensor noise in a dim photo smoothed away before the threshold. */
export function smoothGrey(image: GreyImage, sigma: number): GreyImage {
  const { width, height, data } = image;
  const smoothed = convolve(Float32Array.from(data), width, height, gaussianKernel(sigma));
  return { width, height, data: Uint8Array.from(smoothed, (v) => Math.max(0, Math.min(255, Math.round(v)))) };
}

function gaussianKernel(sigma: number): Float32Array {
  const radius = Math.max(1, Math.ceil(3 * sigma));
  const kernel = new Float32Array(2 * radius + 1);
  let sum = 0;
  for (let k = -radius; k <= radius; k++) sum += kernel[k + radius] = Math.exp(-(k * k) / (2 * sigma * sigma));
  for (let k = 0; k < kernel.length; k++) kernel[k]! /= sum;
  return kernel;
}

/** A separable convolution (across, then down), the edges repeated. */
function convolve(source: Float32Array, width: number, height: number, kernel: Float32Array): Float32Array {
  const radius = (kernel.length - 1) / 2;
  const across = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += kernel[k + radius]! * source[row + Math.min(width - 1, Math.max(0, x + k))]!;
      }
      across[row + x] = sum;
    }
  }
  const out = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let k = -radius; k <= radius; k++) {
        sum += kernel[k + radius]! * across[Math.min(height - 1, Math.max(0, y + k)) * width + x]!;
      }
      out[y * width + x] = sum;
    }
  }
  return out;
}

/**
 * How many pixels an edge of the photo takes to go from paper to ink: the spread of its greys (5th to 95th
 * percentile) over its steepest gradients (the 99th percentile). A sharp print crosses in 1–2 px; a Gaussian blur
 * of σ px makes the steepest slope the contrast over σ√(2π), so σ = 1.5 gives about 3.8.
 */
export function edgeWidth({ width, height, data }: GreyImage): number {
  const levels = new Uint32Array(256);
  const slopes = new Uint32Array(256);
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      levels[data[i]!]!++;
      const across = Math.abs(data[i + 1]! - data[i - 1]!) / 2;
      const down = Math.abs(data[i + width]! - data[i - width]!) / 2;
      slopes[Math.round(Math.max(across, down))]!++;
    }
  }
  const count = Math.max(1, (width - 2) * (height - 2));
  const percentile = (histogram: Uint32Array, share: number) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) if ((seen += histogram[v]!) >= share * count) return v;
    return 255;
  };
  const spread = percentile(levels, 0.95) - percentile(levels, 0.05);
  return spread / Math.max(1, percentile(slopes, 0.99));
}
