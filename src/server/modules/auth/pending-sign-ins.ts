import { and, eq, gt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { PENDING_SIGN_IN_MS } from '../../../domain/credentials/second-factor';
import type { Executor } from '../../db/client';
import { pendingSignIns } from '../../db/schema';
import type { CookiePolicy } from '../../http/session';
import { newToken, tokenHash } from '../credentials/tokens';

/**
 * The ticket between a right password and the second step (decision 0042): a
 * random token in an HttpOnly, SameSite=Strict cookie read only by /api/auth,
 * its SHA-256 in the database with the account, for 5 minutes. It opens no
 * session and nothing else: only POST /api/auth/two-factor reads it.
 */
export const PENDING_COOKIE = 'nutri_second_step';
const COOKIE_PATH = '/api/auth';

export type PendingSignIn = typeof pendingSignIns.$inferSelect;

export async function createPendingSignIn(
  db: Executor,
  input: { userId: string; persistent: boolean; userAgent: string | undefined; now: Date },
): Promise<string> {
  const token = newToken();
  await db.insert(pendingSignIns).values({
    userId: input.userId,
    tokenHash: tokenHash(token),
    persistent: input.persistent,
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    expiresAt: new Date(input.now.getTime() + PENDING_SIGN_IN_MS),
  });
  return token;
}

export async function findPendingSignIn(db: Executor, token: string, now: Date): Promise<PendingSignIn | null> {
  const [row] = await db
    .select()
    .from(pendingSignIns)
    .where(and(eq(pendingSignIns.tokenHash, tokenHash(token)), gt(pendingSignIns.expiresAt, now)));
  return row ?? null;
}

/** One wrong code more; the new count. */
export async function countFailure(db: Executor, row: PendingSignIn): Promise<number> {
  const [updated] = await db
    .update(pendingSignIns)
    .set({ failedAttempts: sql`${pendingSignIns.failedAttempts} + 1` })
    .where(eq(pendingSignIns.tokenHash, row.tokenHash))
    .returning({ failedAttempts: pendingSignIns.failedAttempts });
  return updated?.failedAttempts ?? Infinity;
}

/** Ends the ticket; false when another request already did (two right codes at once open one session). */
export async function endPendingSignIn(db: Executor, row: PendingSignIn): Promise<boolean> {
  const ended = await db
    .delete(pendingSignIns)
    .where(eq(pendingSignIns.tokenHash, row.tokenHash))
    .returning({ userId: pendingSignIns.userId });
  return ended.length > 0;
}

export function readPendingToken(c: Context): string | undefined {
  const token = getCookie(c, PENDING_COOKIE);
  return token && token.length <= 100 ? token : undefined;
}

export function setPendingCookie(c: Context, token: string, policy: CookiePolicy): void {
  setCookie(c, PENDING_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: policy.secure,
    path: COOKIE_PATH,
    maxAge: Math.floor(PENDING_SIGN_IN_MS / 1000),
  });
}

export function clearPendingCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, PENDING_COOKIE, { path: COOKIE_PATH, secure: policy.secure, httpOnly: true, sameSite: 'Strict' });
}
