import type { Box } from '@/domain/nutrition-label/ocr-text';

/** A piece of the straightened photo around `box` (a row of the table), as a PNG data URL for an <img>. */
export function cropDataUrl(image: HTMLCanvasElement, box: Box, padding = 6): string {
  const x = Math.max(0, Math.floor(box.x0 - padding));
  const y = Math.max(0, Math.floor(box.y0 - padding));
  const width = Math.min(image.width - x, Math.ceil(box.x1 - box.x0 + 2 * padding));
  const height = Math.min(image.height - y, Math.ceil(box.y1 - box.y0 + 2 * padding));
  const crop = document.createElement('canvas');
  crop.width = Math.max(1, width);
  crop.height = Math.max(1, height);
  crop.getContext('2d')!.drawImage(image, x, y, width, height, 0, 0, width, height);
  return crop.toDataURL('image/png');
}
