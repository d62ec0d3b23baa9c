import { PHOTO_ACCEPTED_TYPES, PHOTO_MAX_BYTES, photoMessages } from '@/contracts/photos';

/** `accept` for the file inputs: only what the server takes (iOS then converts HEIC to JPEG itself). */
export const PHOTO_ACCEPT = PHOTO_ACCEPTED_TYPES.join(',');

/**
 * A first look before uploading, with the server's own words, so nobody waits
 * for 15 MB to travel only to be refused. The server decides from the bytes.
 */
export function photoFileProblem(file: { name: string; type: string; size: number }): string | null {
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  if (type === 'image/heic' || type === 'image/heif' || /\.(heic|heif)$/.test(name)) return photoMessages.heic;
  if (type === 'image/gif' || name.endsWith('.gif')) return photoMessages.gif;
  if (type === 'image/svg+xml' || name.endsWith('.svg')) return photoMessages.svg;
  if (type && !(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(type)) return photoMessages.notImage;
  if (file.size > PHOTO_MAX_BYTES) return photoMessages.tooBig;
  if (file.size === 0) return photoMessages.missing;
  return null;
}
