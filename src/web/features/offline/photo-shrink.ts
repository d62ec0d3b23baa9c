/**
 * How big a photo may wait on the phone. The server takes up to 15 MB and keeps a ≤ 1280 px JPEG
 * (src/server/modules/photos/image-pipeline.ts); a queued photo is made smaller on the device first
 * so a dozen of them do not fill a phone's storage quota.
 */
export const QUEUED_PHOTO_MAX_BYTES = 4 * 1024 * 1024;
/** Longest side kept on the phone: above the server's 1280 px, so nothing it would use is lost. */
export const QUEUED_PHOTO_MAX_SIDE = 2048;
/** Smaller than this and within the side, a photo is kept as it came. */
const SMALL_ENOUGH_BYTES = 1536 * 1024;

export function needsShrinking(bytes: number, width: number, height: number): boolean {
  return bytes > SMALL_ENOUGH_BYTES || Math.max(width, height) > QUEUED_PHOTO_MAX_SIDE;
}

/** The size within `maxSide` keeping the proportions (never enlarged, at least 1 px). */
export function fitWithin(width: number, height: number, maxSide: number): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
