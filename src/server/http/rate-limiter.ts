import { and, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { rateLimits } from '../db/schema';
import { AppError } from './app-error';
import type { ErrorCode } from '../../contracts/errors';

/**
 * The one rate limiter of the app (decision 0019): fixed-window counters in
 * PostgreSQL, so limits hold across restarts and across app servers.
 *
 * A unit is taken *before* the work it guards, by one
 * `INSERT … ON CONFLICT DO UPDATE … RETURNING` over every key involved: the
 * database serialises the increments, so N parallel requests see N distinct
 * counts and at most `max` of them are let through — the check and the record
 * cannot drift apart. A refused request gives its units back, so counts are of
 * work actually done.
 */
export interface Limit {
  /** What is counted for whom: `signup:ip:203.0.113.9`. */
  key: string;
  max: number;
  windowMs: number;
  /** The e-mail or user id the counter is about, so deleting the account forgets it. */
  subject?: string;
  /** Units this request takes (default 1): an MCP batch of ten tool calls takes ten. */
  cost?: number;
}

export interface Taken extends Limit {
  /** Units taken in the current window, this one included. */
  count: number;
  resetsAt: Date;
}

/** Takes `cost` units (default one) from every limit in a single statement (keys locked in a fixed order: no deadlocks). */
export async function take(db: Database, limits: Limit[], now: Date): Promise<Taken[]> {
  const byKey = new Map(limits.map((limit) => [limit.key, limit]));
  const rows = [...byKey.values()]
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map((limit) => ({
      key: limit.key,
      subject: limit.subject ?? null,
      count: limit.cost ?? 1,
      resetsAt: new Date(now.getTime() + limit.windowMs),
    }));
  if (rows.length === 0) return [];
  const expired = sql`${rateLimits.resetsAt} <= ${now}`;
  const counted = await db
    .insert(rateLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then excluded.count else ${rateLimits.count} + excluded.count end`,
        resetsAt: sql`case when ${expired} then excluded.resets_at else ${rateLimits.resetsAt} end`,
        subject: sql`excluded.subject`,
      },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count, resetsAt: rateLimits.resetsAt });
  const found = new Map(counted.map((row) => [row.key, row]));
  return limits.map((limit) => {
    const row = found.get(limit.key)!;
    return { ...limit, count: row.count, resetsAt: row.resetsAt };
  });
}

/** The limits a taking went over (empty when every count is within its max). */
export const exceeded = (taken: Taken[]) => taken.filter((t) => t.count > t.max);

/** When the last of the exceeded windows frees up: what Retry-After announces. */
export const retryAt = (over: Taken[]) => new Date(Math.max(...over.map((t) => t.resetsAt.getTime())));

/**
 * Gives units back (a refused request, a success that should not count). Only
 * to the window they were taken from, one row per statement so a give-back
 * never holds one lock while waiting for another.
 */
export async function giveBack(db: Database, taken: Taken[]): Promise<void> {
  for (const t of taken) {
    await db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - ${t.cost ?? 1}, 0)` })
      .where(and(eq(rateLimits.key, t.key), eq(rateLimits.resetsAt, t.resetsAt), gt(rateLimits.count, 0)));
  }
}

/** Starts counters afresh (a correct password clears that address's failures). */
export async function clear(db: Database, keys: string[]): Promise<void> {
  for (const key of keys) await db.delete(rateLimits).where(eq(rateLimits.key, key));
}

/**
 * Takes a unit from every limit or none: when any is over, every unit is given
 * back and `refuse` builds the error to throw (429 with Retry-After).
 */
export async function consume(
  db: Database,
  limits: Limit[],
  now: Date,
  refuse: (over: Taken[]) => AppError,
): Promise<Taken[]> {
  const taken = await take(db, limits, now);
  const over = exceeded(taken);
  if (over.length === 0) return taken;
  await giveBack(db, taken);
  throw refuse(over);
}

/** 429 with a pt-BR message saying when to try again, and Retry-After in seconds. */
export function tooManyRequests(code: ErrorCode, message: (wait: string) => string, until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  return new AppError(429, code, message(waitPhrase(until, now)), undefined, { 'Retry-After': String(seconds) });
}

/** "em 1 minuto", "em 12 minutos", "em 1 hora", "em 24 horas": rounded up. */
export function waitPhrase(until: Date, now: Date): string {
  const ms = until.getTime() - now.getTime();
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return minutes === 1 ? 'em 1 minuto' : `em ${minutes} minutos`;
  const hours = Math.ceil(ms / 3_600_000);
  return hours === 1 ? 'em 1 hora' : `em ${hours} horas`;
}

/** Forgets every counter about a person (account deletion). */
export async function forgetSubjects(db: Executor, subjects: string[]): Promise<void> {
  if (subjects.length > 0) await db.delete(rateLimits).where(inArray(rateLimits.subject, subjects));
}

/** Drops counters whose window has ended (called on a timer; an expired row restarts at 1 anyway). */
export async function pruneExpired(db: Database, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lte(rateLimits.resetsAt, now));
}
