import { createHash, randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import type { Database } from '../../db/client';
import { reportingFailures } from './guard-storage';
import { processPhoto } from './image-pipeline';
import { findPhotoBySha, insertPhoto, type PhotoRow } from './photo-repository';

export interface SavedPhoto {
  photo: PhotoRow;
  /** The stored ≤ 1280 px JPEG (what a vision model sees). */
  display: Buffer;
}

const photoKey = (userId: string, photoId: string, suffix = '') => `photos/${userId}/${photoId}${suffix}.jpg`;

/**
 * Runs an upload through the image pipeline and stores it once per person:
 * the same image sent again (by SHA-256 of the original bytes) is the same
 * photo, without decoding it again.
 */
export async function savePhoto(
  deps: { db: Database; storage: ObjectStorage; clock: () => Date; log: Logger },
  userId: string,
  bytes: Buffer,
): Promise<SavedPhoto> {
  const storage = reportingFailures(deps.storage, deps.log);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const existing = await findPhotoBySha(deps.db, userId, sha256);
  if (existing) {
    const display = await storage.get(existing.storageKey);
    if (display) return { photo: existing, display };
  }

  const processed = await processPhoto(bytes);
  const id = existing?.id ?? randomUUID();
  const storageKey = existing?.storageKey ?? photoKey(userId, id);
  const thumbStorageKey = existing?.thumbStorageKey ?? photoKey(userId, id, '-thumb');
  await storage.put(storageKey, processed.display, 'image/jpeg');
  await storage.put(thumbStorageKey, processed.thumb, 'image/jpeg');
  // A photo row whose files went missing gets them back above; nothing more to record.
  if (existing) return { photo: existing, display: processed.display };

  const row = {
    id,
    userId,
    sha256,
    width: processed.width,
    height: processed.height,
    bytes: processed.display.length,
    storageKey,
    thumbStorageKey,
    createdAt: deps.clock(),
  };
  const inserted = await insertPhoto(deps.db, row);
  if (inserted) return { photo: inserted, display: processed.display };

  // The same image arrived twice at once and the other upload won: keep its row, drop our copies.
  await Promise.all([storage.delete(storageKey), storage.delete(thumbStorageKey)]);
  const winner = await findPhotoBySha(deps.db, userId, sha256);
  if (!winner) throw new Error('photo vanished after a unique-key conflict');
  return { photo: winner, display: processed.display };
}
