import type { GreyImage } from './preprocess';

/**
 * Unsharp mask: the image plus `amount` × its difference from a 5 × 5 box blur (a 5-tap mean across, then
 * down), clamped to 0–255.
 */
export function sharpenGrey(image: GreyImage, amount = 1.2): GreyImage {
  const { width, height, data } = image;
  const blur = (source: Uint8Array | Float32Array, dx: number, dy: number) => {
    const out = new Float32Array(width * height);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        for (let k = -2; k <= 2; k++) {
          const xx = Math.min(width - 1, Math.max(0, x + k * dx));
          const yy = Math.min(height - 1, Math.max(0, y + k * dy));
          sum += source[yy * width + xx]!;
        }
        out[y * width + x] = sum / 5;
      }
    }
    return out;
  };
  const blurred = blur(blur(data, 1, 0), 0, 1);
  const out = new Uint8Array(width * height);
  for (let i = 0; i < out.length; i++) {
    out[i] = Math.max(0, Math.min(255, Math.round(data[i]! + amount * (data[i]! - blurred[i]!))));
  }
  return { width, height, data: out };
}
