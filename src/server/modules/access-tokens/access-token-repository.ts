import { and, asc, count, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AccessToken, AccessTokenScope } from '../../../contracts/access-tokens';
import type { Database, Executor } from '../../db/client';
import { accessTokens } from '../../db/schema';

export type AccessTokenRow = typeof accessTokens.$inferSelect;

/** Every query but the bearer look-up is scoped by the owner: another person's token is never listed or revoked. */
export async function listAccessTokenRows(db: Executor, userId: string): Promise<AccessTokenRow[]> {
  return db
    .select()
    .from(accessTokens)
    .where(eq(accessTokens.userId, userId))
    .orderBy(asc(accessTokens.createdAt), asc(accessTokens.id));
}

export async function countAccessTokens(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(accessTokens).where(eq(accessTokens.userId, userId));
  return row?.n ?? 0;
}

/**
 * Serialises one person's creations (two tabs creating the tenth token at
 * once): a transaction-scoped advisory lock keyed by the person, released at commit.
 */
export async function lockPersonTokens(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`access-tokens:${userId}`}, 0))`);
}

export async function insertAccessToken(
  db: Executor,
  values: { userId: string; name: string; scope: AccessTokenScope; tokenHash: string; preview: string; now: Date },
): Promise<AccessTokenRow> {
  const [row] = await db
    .insert(accessTokens)
    .values({
      userId: values.userId,
      name: values.name,
      scope: values.scope,
      tokenHash: values.tokenHash,
      preview: values.preview,
      createdAt: values.now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function deleteAccessToken(db: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(accessTokens)
    .where(and(eq(accessTokens.userId, userId), eq(accessTokens.id, id)))
    .returning({ id: accessTokens.id });
  return removed.length > 0;
}

/** The bearer look-up: by the SHA-256 of the presented token (unique index), nothing else. */
export async function findByTokenHash(db: Database, tokenHash: string): Promise<AccessTokenRow | undefined> {
  const [row] = await db.select().from(accessTokens).where(eq(accessTokens.tokenHash, tokenHash)).limit(1);
  return row;
}

/** How stale "último uso" may get: one write per token per minute, not one per tool call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function touchLastUsed(db: Database, row: AccessTokenRow, now: Date): Promise<void> {
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await db
    .update(accessTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(accessTokens.userId, row.userId),
        eq(accessTokens.id, row.id),
        or(
          isNull(accessTokens.lastUsedAt),
          lt(accessTokens.lastUsedAt, new Date(now.getTime() - LAST_USED_RESOLUTION_MS)),
        ),
      ),
    );
}

export function toAccessTokenDto(row: AccessTokenRow): AccessToken {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    preview: row.preview,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt ? row.lastUsedAt.toISOString() : null,
  };
}
