import { createStore, del, entries, get, set } from 'idb-keyval';
import type { PhotoAnalysis } from '@/contracts/photos';
import { fitWithin, needsShrinking, QUEUED_PHOTO_MAX_BYTES, QUEUED_PHOTO_MAX_SIDE } from './photo-shrink';

/**
 * Photos of plates taken with no connection (decision 0030, addendum): kept in IndexedDB, sent to the
 * same POST /api/analysis/photo as online when the connection returns, and then waiting for the person
 * to review the analysis — a meal is logged only when they save it, as online.
 *
 * Idempotent without a key: the blob is stored once and sent byte for byte on every try, and the server
 * keeps one photo per person per SHA-256 of the upload (unique index photos_user_sha256_key) and one
 * analysis per photo and model (photo_analyses), so a retry after a lost answer finds the same photo
 * and the cached analysis instead of creating another.
 */
export interface QueuedPhoto {
  id: string;
  userId: string;
  photo: Blob;
  /** What was typed in the description box, sent along as the hint (as online). */
  hint: string;
  queuedAt: string;
  state: 'waiting' | 'ready' | 'refused';
  /** The server's analysis, once sent: what the review opens with. */
  analysis?: PhotoAnalysis;
  refusal?: string;
}

/** A phone's queue, not an album: beyond this the person is asked to send or cancel some first. */
export const MAX_QUEUED_PHOTOS = 10;

export class PhotoQueueError extends Error {
  override name = 'PhotoQueueError';
}

// A database of its own: idb-keyval opens a database without a version, so it cannot add a store to
// the outbox's once that exists.
export const photoStore = () => createStore('nutri-offline-photos', 'photos');
const listeners = new Set<() => void>();
export const photoQueueChanged = () => listeners.forEach((listener) => listener());

export function onPhotoQueueChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The person's queued photos, oldest first. */
export async function queuedPhotos(userId: string): Promise<QueuedPhoto[]> {
  const all = await entries<string, QueuedPhoto>(photoStore());
  return all
    .map(([, item]) => item)
    .filter((item) => item.userId === userId)
    .sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0));
}

export async function queuedPhoto(userId: string, id: string): Promise<QueuedPhoto | null> {
  const item = await get<QueuedPhoto>(id, photoStore());
  return item && item.userId === userId ? item : null;
}

/** A large camera picture made smaller on the device first: the server keeps at most 1280 px anyway. */
async function shrink(file: Blob): Promise<Blob> {
  if (typeof createImageBitmap !== 'function') return file;
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return file; // A format the browser cannot decode here: the server decides.
  }
  if (!needsShrinking(file.size, bitmap.width, bitmap.height)) {
    bitmap.close();
    return file;
  }
  const { width, height } = fitWithin(bitmap.width, bitmap.height, QUEUED_PHOTO_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
  bitmap.close();
  const jpeg = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.85));
  return jpeg && jpeg.size < file.size ? jpeg : file;
}

export async function queuePhoto(userId: string, file: Blob, hint: string): Promise<QueuedPhoto> {
  if ((await queuedPhotos(userId)).length >= MAX_QUEUED_PHOTOS) {
    throw new PhotoQueueError(
      `Já há ${MAX_QUEUED_PHOTOS} fotos esperando a conexão. Cancele alguma ou aguarde a conexão voltar.`,
    );
  }
  const photo = await shrink(file);
  if (photo.size > QUEUED_PHOTO_MAX_BYTES) {
    throw new PhotoQueueError('Esta foto é grande demais para guardar no aparelho. Tente uma foto menor.');
  }
  const item: QueuedPhoto = {
    id: crypto.randomUUID(),
    userId,
    photo,
    hint: hint.trim(),
    queuedAt: new Date().toISOString(),
    state: 'waiting',
  };
  await set(item.id, item, photoStore());
  photoQueueChanged();
  return item;
}

/** "Cancelar", and what happens once the reviewed meal is saved. */
export async function dropQueuedPhoto(id: string): Promise<void> {
  await del(id, photoStore());
  photoQueueChanged();
}
