import { availableParallelism } from 'node:os';
import type Sharp from 'sharp';
import { PHOTO_MAX_MEGAPIXELS, photoMessages } from '../../../contracts/photos';
import { AppError } from '../../http/app-error';
import { ACCEPTED_TYPES, sniffImageType, type SniffedType } from './sniff-image';

export const DISPLAY_MAX_PX = 1280;
export const THUMB_MAX_PX = 320;
const MAX_INPUT_PIXELS = PHOTO_MAX_MEGAPIXELS * 1_000_000;
const DISPLAY_QUALITY = 82;
const THUMB_QUALITY = 75;

let loaded: Promise<typeof Sharp> | undefined;

/** sharp (libvips) takes about 0.25 s to load: loaded with the first photo, not at start-up (decision 0023). */
function loadSharp(): Promise<typeof Sharp> {
  loaded ??= import('sharp').then(({ default: sharp }) => {
    // sharp's operation cache helps repeated work on the same files; uploads are
    // each seen once, so it would only hold memory.
    sharp.cache(false);
    return sharp;
  });
  return loaded;
}

export interface ProcessedPhoto {
  /** ≤ 1280 px JPEG, upright, without any metadata (EXIF, GPS, XMP, ICC). */
  display: Buffer;
  /** ≤ 320 px JPEG from the display image. */
  thumb: Buffer;
  width: number;
  height: number;
}

/**
 * Each decode holds a whole image in memory (a 40 MP PNG is ~160 MB as RGBA)
 * and libvips already spreads one decode over every core, so more decodes at
 * once than cores only adds memory, not speed.
 */
const limit = createLimiter(Math.max(1, availableParallelism()));

/**
 * The image pipeline: type from the bytes, size from the header before any
 * decoding (decompression bombs cost a header read), then one decode that
 * fails on truncation, turns the image upright and re-encodes it without
 * metadata. Throws AppError 415/422 with the pt-BR reason.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  const type = sniffImageType(bytes);
  if (!ACCEPTED_TYPES.has(type)) throw refusal(type);
  const sharp = await loadSharp();
  await checkHeader(sharp, bytes, type);
  return limit(async () => {
    try {
      const { data: display, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'truncated' })
        .autoOrient()
        .resize({ width: DISPLAY_MAX_PX, height: DISPLAY_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: DISPLAY_QUALITY, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      const thumb = await sharp(display)
        .resize({ width: THUMB_MAX_PX, height: THUMB_MAX_PX, fit: 'inside', withoutEnlargement: true })
        .jpeg({ quality: THUMB_QUALITY, mozjpeg: true })
        .toBuffer();
      return { display, thumb, width: info.width, height: info.height };
    } catch (error) {
      throw decodeFailure(error);
    }
  });
}

/** Reads only the header: the declared format must be the sniffed one and the pixel count within the limit. */
async function checkHeader(sharp: typeof Sharp, bytes: Buffer, type: SniffedType): Promise<void> {
  let metadata: Awaited<ReturnType<ReturnType<typeof Sharp>['metadata']>>;
  try {
    metadata = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
  } catch (error) {
    throw decodeFailure(error);
  }
  if (metadata.format !== type) throw new AppError(415, 'unsupported_image', photoMessages.notImage);
  const pixels = (metadata.width ?? 0) * (metadata.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw new AppError(422, 'image_too_large', photoMessages.tooManyPixels);
  if (pixels === 0) throw new AppError(422, 'invalid_image', photoMessages.corrupt);
}

function refusal(type: SniffedType): AppError {
  const message =
    type === 'heic' || type === 'avif'
      ? photoMessages.heic
      : type === 'gif'
        ? photoMessages.gif
        : type === 'svg'
          ? photoMessages.svg
          : photoMessages.notImage;
  return new AppError(415, 'unsupported_image', message);
}

function decodeFailure(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const message = error instanceof Error ? error.message : '';
  if (/pixel limit/i.test(message)) return new AppError(422, 'image_too_large', photoMessages.tooManyPixels);
  return new AppError(422, 'invalid_image', photoMessages.corrupt);
}

/** At most `size` tasks run at once; the rest wait in order. */
function createLimiter(size: number) {
  let running = 0;
  const waiting: Array<() => void> = [];
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running >= size) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      return await task();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  };
}
