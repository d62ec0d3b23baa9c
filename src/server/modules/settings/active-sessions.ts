import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { ActiveSession } from '../../../contracts/settings';
import { deviceLabel } from '../../../domain/credentials/device-label';
import type { Database } from '../../db/client';
import { sessions } from '../../db/schema';
import { notFound } from '../../http/not-found';

/**
 * A session's public id: the first 16 characters (base64url) of the SHA-256 of its token.
 * It names the row for its owner; it cannot be turned back into the token.
 */
const ID_LENGTH = 16;
export const sessionIdPattern = /^[A-Za-z0-9_-]{16}$/;

export async function listActiveSessions(
  db: Database,
  userId: string,
  currentHash: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((row) => ({
    id: row.tokenHash.slice(0, ID_LENGTH),
    device: deviceLabel(row.userAgent),
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** Signs one other device out; the current session ends with 'Sair' instead. */
export async function revokeOtherSession(db: Database, userId: string, currentHash: string, id: string) {
  if (currentHash.startsWith(id)) throw notFound('session');
  const removed = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), sql`left(${sessions.tokenHash}, ${ID_LENGTH}) = ${id}`))
    .returning({ userId: sessions.userId });
  if (removed.length === 0) throw notFound('session');
}
