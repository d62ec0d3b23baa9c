import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { photoAnalyses, photos } from '../../db/schema';

export type PhotoRow = typeof photos.$inferSelect;

/** Every read is scoped by owner: another person's photo id finds nothing. */
export async function findOwnPhoto(db: Database, userId: string, photoId: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.id, photoId)))
    .limit(1);
  return row ?? null;
}

export async function findPhotoBySha(db: Database, userId: string, sha256: string): Promise<PhotoRow | null> {
  const [row] = await db
    .select()
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.sha256, sha256)))
    .limit(1);
  return row ?? null;
}

/** Inserts unless the person already has this image (same upload twice, even at once): then null. */
export async function insertPhoto(db: Database, row: typeof photos.$inferInsert): Promise<PhotoRow | null> {
  const [inserted] = await db.insert(photos).values(row).onConflictDoNothing().returning();
  return inserted ?? null;
}

export interface CacheKey {
  userId: string;
  sha256: string;
  model: string;
  promptVersion: string;
}

export async function findCachedAnalysis(db: Database, key: CacheKey): Promise<unknown> {
  const [row] = await db
    .select({ result: photoAnalyses.result })
    .from(photoAnalyses)
    .where(
      and(
        eq(photoAnalyses.userId, key.userId),
        eq(photoAnalyses.sha256, key.sha256),
        eq(photoAnalyses.model, key.model),
        eq(photoAnalyses.promptVersion, key.promptVersion),
      ),
    )
    .limit(1);
  return row?.result ?? null;
}

export async function saveCachedAnalysis(db: Database, key: CacheKey, result: unknown, now: Date): Promise<void> {
  await db
    .insert(photoAnalyses)
    .values({ ...key, result, createdAt: now })
    .onConflictDoUpdate({
      target: [photoAnalyses.userId, photoAnalyses.sha256, photoAnalyses.model, photoAnalyses.promptVersion],
      set: { result, createdAt: now },
    });
}
