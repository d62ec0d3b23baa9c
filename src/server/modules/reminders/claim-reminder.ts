import { and, eq, isNull, like, lt, not, sql } from 'drizzle-orm';
import type { ReminderChannel } from '../../../contracts/reminders';
import type { Database } from '../../db/client';
import { reminderSends } from '../../db/schema';

export interface Claim {
  userId: string;
  key: string;
  channel: ReminderChannel;
  localDate: string;
}

/** A claim this server holds: `claimedAt` fences its finish or give-back (another server may have taken it over). */
export interface TakenClaim extends Claim {
  claimedAt: Date;
}

/**
 * How long a claim is a server's to finish (decision 0067). Far above the slowest send (a push service's 10 s per
 * device, an SMTP or Graph call, the weekly suggestion's model call), so a live server is never overtaken; after it,
 * a claim not done belonged to a server that died mid-send, and the next run of any server sends it.
 */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Takes the right to send one reminder on one channel (decision 0049): the row's primary key lets only one
 * server insert it, and a row left unfinished for longer than the lease is taken over by one server (the
 * conditional update runs under the row's lock). With `cap`, the person's transaction-scoped advisory lock makes
 * "fewer than `cap` reminders today" and the insert one step, so two servers cannot both send the last one allowed.
 * Returns the claim to finish with `finishClaim` or give back with `releaseClaim`, or null when it is not ours.
 */
export async function claimReminder(
  db: Database,
  claim: Claim,
  now: Date,
  cap: number | null,
): Promise<TakenClaim | null> {
  return db.transaction(async (tx) => {
    if (cap !== null) {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`reminders:${claim.userId}`}, 0))`);
      const [row] = await tx
        .select({
          keys: sql<number>`count(distinct ${reminderSends.key})`,
          mine: sql<number>`count(*) filter (where ${reminderSends.key} = ${claim.key})`,
        })
        .from(reminderSends)
        .where(
          and(
            eq(reminderSends.userId, claim.userId),
            eq(reminderSends.localDate, claim.localDate),
            not(like(reminderSends.key, 'weekly:%')),
          ),
        );
      // The same reminder on a second channel does not count again.
      if (Number(row?.mine ?? 0) === 0 && Number(row?.keys ?? 0) >= cap) return null;
    }
    const taken = await tx
      .insert(reminderSends)
      .values({ ...claim, sentAt: now, doneAt: null })
      .onConflictDoUpdate({
        target: [reminderSends.userId, reminderSends.key, reminderSends.channel],
        set: { sentAt: now },
        setWhere: and(isNull(reminderSends.doneAt), lt(reminderSends.sentAt, new Date(now.getTime() - CLAIM_LEASE_MS))),
      })
      .returning({ key: reminderSends.key });
    return taken.length > 0 ? { ...claim, claimedAt: now } : null;
  });
}

/** This claim's row while it is still this server's (not taken over after its lease). */
function ours(claim: TakenClaim) {
  return and(
    eq(reminderSends.userId, claim.userId),
    eq(reminderSends.key, claim.key),
    eq(reminderSends.channel, claim.channel),
    isNull(reminderSends.doneAt),
    eq(reminderSends.sentAt, claim.claimedAt),
  );
}

/** Marks a claim done (sent, or refused for good): no server sends it again. */
export async function finishClaim(db: Database, claim: TakenClaim, now: Date): Promise<void> {
  await db.update(reminderSends).set({ doneAt: now }).where(ours(claim));
}

/** Gives a claim back when the channel could not be reached, so a later run (inside the window) tries again. */
export async function releaseClaim(db: Database, claim: TakenClaim): Promise<void> {
  await db.delete(reminderSends).where(ours(claim));
}
