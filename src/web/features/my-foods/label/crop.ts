import type { Box } from '@/domain/nutrition-label/ocr-text';

const PADDING = 6;
/** Gap drawn between a row's name and its figure when the columns between them are left out. */
const GAP = 16;

/**
 * The piece of the straightened photo a figure was read from, as a PNG data URL for an <img>: the row's
 * name and the figure side by side. When other columns lie between them (the new layout's 100 g and
 * portion columns, %VD), they are left out, so on a phone the crop stays large enough to read.
 */
export function cropDataUrl(image: HTMLCanvasElement, value: Box, name?: Box): string {
  const parts = name && value.x0 - name.x1 > 3 * GAP ? [name, value] : [name ? union(name, value) : value];
  const top = Math.max(0, Math.floor(Math.min(...parts.map((b) => b.y0)) - PADDING));
  const bottom = Math.min(image.height, Math.ceil(Math.max(...parts.map((b) => b.y1)) + PADDING));
  const pieces = parts.map((box) => {
    const x = Math.max(0, Math.floor(box.x0 - PADDING));
    return { x, width: Math.max(1, Math.min(image.width - x, Math.ceil(box.x1 - box.x0 + 2 * PADDING))) };
  });
  const crop = document.createElement('canvas');
  crop.width = pieces.reduce((sum, piece) => sum + piece.width, 0) + GAP * (pieces.length - 1);
  crop.height = Math.max(1, bottom - top);
  const context = crop.getContext('2d')!;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, crop.width, crop.height);
  let at = 0;
  for (const piece of pieces) {
    context.drawImage(image, piece.x, top, piece.width, crop.height, at, 0, piece.width, crop.height);
    at += piece.width + GAP;
  }
  return crop.toDataURL('image/png');
}

const union = (a: Box, b: Box): Box => ({
  x0: Math.min(a.x0, b.x0),
  y0: Math.min(a.y0, b.y0),
  x1: Math.max(a.x1, b.x1),
  y1: Math.max(a.y1, b.y1),
});
