import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ObjectStorage } from '../../adapters/storage/object-storage';
import { users } from '../../db/schema';
import { consume, retryAt, tooManyRequests } from '../../http/rate-limiter';
import type { Deps } from '../deps';
import { processPhoto } from '../photos/image-pipeline';
import { loadUserSettings, saveUserSettings } from './settings-repository';

export type AvatarDeps = Deps & { storage: ObjectStorage };

/** Profile photos: at most 5 MB in, served as the pipeline's ≤ 320 px JPEG; 20 changes an hour. */
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
const AVATAR_LIMIT = { perHour: 20, windowMs: 3_600_000 };
export const AVATAR_PATH = '/api/settings/avatar';

/**
 * Saves a new profile photo through the photo pipeline (type from the bytes,
 * JPEG/PNG/WebP only, upright, re-encoded without EXIF/GPS metadata) and
 * points `users.avatar_url` at it; the previous file is deleted.
 */
export async function uploadAvatar(deps: AvatarDeps, userId: string, bytes: Buffer): Promise<void> {
  const now = deps.clock();
  const limit = {
    key: `avatar:user:${userId}`,
    max: AVATAR_LIMIT.perHour,
    windowMs: AVATAR_LIMIT.windowMs,
    subject: userId,
  };
  await consume(deps.db, [limit], now, (over) =>
    tooManyRequests(
      'too_many_requests',
      (wait) => `Você trocou a foto muitas vezes seguidas. Tente de novo ${wait}.`,
      retryAt(over),
      now,
    ),
  );
  const { thumb } = await processPhoto(bytes);
  const version = randomBytes(9).toString('hex');
  const storageKey = `avatars/${userId}/${version}.jpg`;
  await deps.storage.put(storageKey, thumb, 'image/jpeg');
  const previous = (await loadUserSettings(deps.db, userId)).avatarStorageKey;
  await deps.db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ avatarUrl: `${AVATAR_PATH}?v=${version}` })
      .where(eq(users.id, userId));
    await saveUserSettings(tx, userId, now, { avatarStorageKey: storageKey });
  });
  if (previous) await deleteQuietly(deps, previous);
}

/** Removes the profile photo (uploaded or from Google): initials are shown again. */
export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<void> {
  const previous = (await loadUserSettings(deps.db, userId)).avatarStorageKey;
  await deps.db.transaction(async (tx) => {
    await tx.update(users).set({ avatarUrl: null }).where(eq(users.id, userId));
    await saveUserSettings(tx, userId, deps.clock(), { avatarStorageKey: null });
  });
  if (previous) await deleteQuietly(deps, previous);
}

export async function readAvatar(deps: AvatarDeps, userId: string): Promise<Buffer | null> {
  const key = (await loadUserSettings(deps.db, userId)).avatarStorageKey;
  return key ? deps.storage.get(key) : null;
}

/** An old file left behind is only wasted space: logged, never an error for the person. */
async function deleteQuietly(deps: AvatarDeps, key: string) {
  try {
    await deps.storage.delete(key);
  } catch (error) {
    deps.log.error({ err: error, key }, 'avatar: old file left behind');
  }
}
