import { and, asc, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimitEvents } from '../db/schema';

/**
 * Sliding-window counters in PostgreSQL, so limits hold across restarts and
 * across app servers. `key` names who is limited and for what
 * (e.g. `login-failure:email:ana@…`).
 */
export interface WindowState {
  count: number;
  /** When the oldest event in the window leaves it (null when empty). */
  resetsAt: Date | null;
}

export async function windowState(db: Database, key: string, windowMs: number, now: Date): Promise<WindowState> {
  const since = new Date(now.getTime() - windowMs);
  const [row] = await db
    .select({ count: count() })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)));
  const total = row?.count ?? 0;
  if (total === 0) return { count: 0, resetsAt: null };
  const [oldest] = await db
    .select({ at: rateLimitEvents.at })
    .from(rateLimitEvents)
    .where(and(eq(rateLimitEvents.key, key), gt(rateLimitEvents.at, since)))
    .orderBy(asc(rateLimitEvents.at))
    .limit(1);
  return { count: total, resetsAt: oldest ? new Date(oldest.at.getTime() + windowMs) : null };
}

export async function recordEvent(db: Database, keys: string[], now: Date): Promise<void> {
  if (keys.length === 0) return;
  await db.insert(rateLimitEvents).values(keys.map((key) => ({ key, at: now })));
}

export async function clearEvents(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitEvents).where(eq(rateLimitEvents.key, key));
}

/** Drops events older than any window we use (called on a timer). */
export async function pruneEvents(db: Database, olderThan: Date): Promise<void> {
  await db.delete(rateLimitEvents).where(lt(rateLimitEvents.at, olderThan));
}

/** "em 1 minuto" / "em 12 minutos": how long until a window frees up, rounded up. */
export function waitPhrase(resetsAt: Date, now: Date): string {
  const minutes = Math.max(1, Math.ceil((resetsAt.getTime() - now.getTime()) / 60_000));
  return minutes === 1 ? 'em 1 minuto' : `em ${minutes} minutos`;
}
