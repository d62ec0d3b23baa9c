import { and, eq, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sessions } from '../../db/schema';
import { PERSISTENT_SESSION_MS } from '../../http/session';
import { newToken, tokenHash } from './tokens';

/** Without "Lembrar de mim" a session ends with the browser or after 24 h idle (PERSISTENT_SESSION_MS otherwise). */
export const BROWSER_SESSION_IDLE_MS = 86_400_000;
/** Activity extends a session at most once per hour, to spare a write per request. */
const TOUCH_EVERY_MS = 3_600_000;

const lifetime = (persistent: boolean) => (persistent ? PERSISTENT_SESSION_MS : BROWSER_SESSION_IDLE_MS);

export async function createSession(
  db: Database,
  input: {
    userId: string;
    persistent: boolean;
    now: Date;
    userAgent?: string | undefined;
    /** Opened by the second step (decision 0042): sensitive actions need no other code for 10 minutes. */
    secondFactorProved?: boolean;
  },
): Promise<string> {
  const token = newToken();
  await db.insert(sessions).values({
    userId: input.userId,
    tokenHash: tokenHash(token),
    persistent: input.persistent,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt: new Date(input.now.getTime() + lifetime(input.persistent)),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    secondFactorAt: input.secondFactorProved ? input.now : null,
  });
  return token;
}

interface SessionRow {
  id: string;
  email: string;
  name: string;
  persistent: boolean;
  last_seen_at: Date;
}

/**
 * Runs on every request: a named prepared statement on the pool, without the
 * query builder (decision 0023). PostgreSQL plans it once per connection.
 */
const FIND_SESSION_SQL = `select u.id, u.email, u.name, s.persistent, s.last_seen_at
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2 limit 1`;

/**
 * The session check of the hot routes (decision 0023), as a CTE their single
 * statement starts with: $1 is the token's hash, $2 now. Same rule as
 * FIND_SESSION_SQL; a session due for its hourly touch (`needsTouch`) is left
 * to the ordinary path, which writes it.
 */
export const HOT_SESSION_CTE = `session as (select s.user_id, s.last_seen_at
  from sessions s join users u on u.id = s.user_id
  where s.token_hash = $1 and s.expires_at > $2 limit 1)`;

export function needsTouch(lastSeenAt: Date, now: Date): boolean {
  return now.getTime() - lastSeenAt.getTime() > TOUCH_EVERY_MS;
}

export async function findSession(db: Database, token: string, now: Date) {
  const hash = tokenHash(token);
  const { rows } = await db.$client.query<SessionRow>({
    name: 'find_session',
    text: FIND_SESSION_SQL,
    values: [hash, now],
  });
  const found = rows[0];
  const row = found && {
    user: { id: found.id, email: found.email, name: found.name },
    persistent: found.persistent,
    lastSeenAt: found.last_seen_at,
  };
  if (!row) return null;
  if (needsTouch(row.lastSeenAt, now)) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, expiresAt: new Date(now.getTime() + lifetime(row.persistent)) })
      .where(eq(sessions.tokenHash, hash));
  }
  return { user: row.user, tokenHash: hash };
}

export async function revokeSession(db: Database, hash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hash));
}

/** Revokes every session of a person, or every one but the current. */
export async function revokeUserSessions(db: Executor, userId: string, exceptHash?: string): Promise<void> {
  const condition = exceptHash
    ? and(eq(sessions.userId, userId), ne(sessions.tokenHash, exceptHash))
    : eq(sessions.userId, userId);
  await db.delete(sessions).where(condition);
}
