import { photoMessages } from '../../../contracts/photos';
import type { Database } from '../../db/client';
import { consume, giveBack, retryAt, tooManyRequests, type Limit } from '../../http/rate-limiter';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Uploads per person per hour: far above logging every meal of a day, low enough to stop a script filling the disk. */
export const UPLOADS_PER_HOUR = 60;

export const uploadLimit = (userId: string): Limit => ({
  key: `photo-upload:user:${userId}`,
  max: UPLOADS_PER_HOUR,
  windowMs: HOUR_MS,
  subject: userId,
});

const analysisLimit = (userId: string, max: number): Limit => ({
  key: `photo-analysis:user:${userId}`,
  max,
  windowMs: DAY_MS,
  subject: userId,
});

/** Counts an upload before its bytes are read: a flood is refused without reading it. */
export async function takeUpload(db: Database, userId: string, now: Date): Promise<void> {
  await consume(db, [uploadLimit(userId)], now, (over) =>
    tooManyRequests('too_many_uploads', () => photoMessages.tooManyUploads, retryAt(over), now),
  );
}

/**
 * The fair-use limit on model calls (AI_DAILY_PHOTO_LIMIT per person per 24
 * hours). Taken before the photo is kept; `giveBack` when no model call follows
 * (a cached answer, a photo that could not be read).
 */
export async function takeAnalysis(db: Database, userId: string, max: number, now: Date) {
  const taken = await consume(db, [analysisLimit(userId, max)], now, (over) =>
    tooManyRequests('photo_limit_reached', (wait) => photoMessages.dailyLimit(max, wait), retryAt(over), now),
  );
  return { giveBack: () => giveBack(db, taken) };
}
