import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Inbound } from '../../../contracts/whatsapp';
import type { Outgoing } from '../../../domain/whatsapp/replies';
import type { Executor } from '../../db/client';
import { whatsappInbox } from '../../db/schema';

/** A claimed delivery is not picked by another server for this long (its work normally ends in seconds). */
export const LEASE_MS = 2 * 60_000;
/** Sending is tried this many times (about a day with the back-off below), then the row is left as failed. */
export const MAX_ATTEMPTS = 10;
/** Done rows keep their id this long: Meta re-delivers for up to 7 days when it missed our 200. */
const KEEP_DONE_MS = 8 * 86_400_000;

/** Stores the messages of a verified delivery, each once: a repeated delivery inserts nothing. */
export async function enqueue(db: Executor, messages: Inbound[], now: Date): Promise<number> {
  if (messages.length === 0) return 0;
  const inserted = await db
    .insert(whatsappInbox)
    .values(
      messages.map((m) => ({
        messageId: m.id,
        phone: m.from,
        message: m,
        status: 'pending' as const,
        nextAttemptAt: now,
        receivedAt: now,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: whatsappInbox.messageId });
  return inserted.length;
}

export type ClaimedRow = {
  message_id: string;
  message: Inbound | null;
  reply: StoredReply | null;
  attempts: number;
};

/** What to send for a message, computed once (analysis, logging) and sent until Meta takes it. */
export interface StoredReply {
  to: string;
  userId: string | null;
  messages: Outgoing[];
  /** How many of `messages` Meta has already accepted. */
  sent: number;
}

/**
 * Claims up to `limit` due deliveries for this server: FOR UPDATE SKIP LOCKED
 * lets several servers claim at once without waiting for or taking each
 * other's rows; the lease (locked_until) hands a row back if its server dies.
 */
export async function claimDue(db: Executor, now: Date, limit: number): Promise<ClaimedRow[]> {
  const result = await db.execute<ClaimedRow>(sql`
    update ${whatsappInbox}
    set locked_until = ${new Date(now.getTime() + LEASE_MS)}, attempts = attempts + 1
    where message_id in (
      select message_id from ${whatsappInbox}
      where status = 'pending' and next_attempt_at <= ${now}
        and (locked_until is null or locked_until <= ${now})
      order by received_at, message_id
      limit ${limit}
      for update skip locked
    )
    returning message_id, message, reply, attempts`);
  return result.rows;
}

export async function saveReply(db: Executor, messageId: string, reply: StoredReply) {
  await db.update(whatsappInbox).set({ reply, userId: reply.userId }).where(eq(whatsappInbox.messageId, messageId));
}

/** Done: only the id stays (to recognise a late duplicate); the number and the texts go. */
export async function markDone(db: Executor, messageId: string, now: Date, status: 'done' | 'failed' = 'done') {
  await db
    .update(whatsappInbox)
    .set({ status, phone: null, message: null, reply: null, lockedUntil: null, doneAt: now })
    .where(eq(whatsappInbox.messageId, messageId));
}

/** Try again later: 30 s, 1 min, 2 min … up to 1 hour between tries. */
export async function retryLater(db: Executor, messageId: string, attempts: number, now: Date) {
  const delay = Math.min(3_600_000, 30_000 * 2 ** Math.max(0, attempts - 1));
  await db
    .update(whatsappInbox)
    .set({ lockedUntil: null, nextAttemptAt: new Date(now.getTime() + delay) })
    .where(eq(whatsappInbox.messageId, messageId));
}

export async function pruneInbox(db: Executor, now: Date) {
  await db
    .delete(whatsappInbox)
    .where(
      and(ne(whatsappInbox.status, 'pending'), lt(whatsappInbox.receivedAt, new Date(now.getTime() - KEEP_DONE_MS))),
    );
}
