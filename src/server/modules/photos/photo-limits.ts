import { photoMessages } from '../../../contracts/photos';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { recordEvent, waitPhrase, windowState } from '../../http/rate-limit';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
/** Uploads per person per hour: far above logging every meal of a day, low enough to stop a script filling the disk. */
export const UPLOADS_PER_HOUR = 60;

const uploadKey = (userId: string) => `photo-upload:user:${userId}`;
const analysisKey = (userId: string) => `photo-analysis:user:${userId}`;

export async function checkUploadLimit(db: Database, userId: string, now: Date): Promise<void> {
  const state = await windowState(db, uploadKey(userId), HOUR_MS, now);
  if (state.count >= UPLOADS_PER_HOUR) {
    throw new AppError(
      429,
      'too_many_uploads',
      photoMessages.tooManyUploads,
      undefined,
      retryAfter(state.resetsAt, now),
    );
  }
}

export const recordUpload = (db: Database, userId: string, now: Date) => recordEvent(db, [uploadKey(userId)], now);

/** The fair-use limit on model calls (AI_DAILY_PHOTO_LIMIT per sliding 24 hours). */
export async function checkAnalysisLimit(db: Database, userId: string, limit: number, now: Date): Promise<void> {
  const state = await windowState(db, analysisKey(userId), DAY_MS, now);
  if (state.count >= limit) {
    const wait = state.resetsAt ? longWaitPhrase(state.resetsAt, now) : 'mais tarde';
    throw new AppError(
      429,
      'photo_limit_reached',
      photoMessages.dailyLimit(limit, wait),
      undefined,
      retryAfter(state.resetsAt, now),
    );
  }
}

export const recordAnalysis = (db: Database, userId: string, now: Date) => recordEvent(db, [analysisKey(userId)], now);

/** "em 3 horas" past the hour, "em 12 minutos" below it. */
export function longWaitPhrase(resetsAt: Date, now: Date): string {
  const hours = Math.ceil((resetsAt.getTime() - now.getTime()) / HOUR_MS);
  if (hours <= 1) return waitPhrase(resetsAt, now);
  return `em ${hours} horas`;
}

function retryAfter(resetsAt: Date | null, now: Date): Record<string, string> | undefined {
  if (!resetsAt) return undefined;
  return { 'Retry-After': String(Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 1000))) };
}
