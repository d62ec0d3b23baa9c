import { and, eq, like, not, sql } from 'drizzle-orm';
import type { ReminderChannel } from '../../../contracts/reminders';
import type { Database } from '../../db/client';
import { reminderSends } from '../../db/schema';

export interface Claim {
  userId: string;
  key: string;
  channel: ReminderChannel;
  localDate: string;
}

/**
 * Takes the right to send one reminder on one channel (decision 0049): the row's primary key lets only one
 * server insert it. With `cap`, the person's transaction-scoped advisory lock makes "fewer than `cap`
 * reminders today" and the insert one step, so two servers cannot both send the last one allowed.
 */
export async function claimReminder(db: Database, claim: Claim, now: Date, cap: number | null): Promise<boolean> {
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
      if (Number(row?.mine ?? 0) === 0 && Number(row?.keys ?? 0) >= cap) return false;
    }
    const inserted = await tx
      .insert(reminderSends)
      .values({ ...claim, sentAt: now })
      .onConflictDoNothing()
      .returning({ key: reminderSends.key });
    return inserted.length > 0;
  });
}

/** Gives a claim back when the channel could not be reached, so a later run (inside the window) tries again. */
export async function releaseClaim(db: Database, claim: Claim): Promise<void> {
  await db
    .delete(reminderSends)
    .where(
      and(
        eq(reminderSends.userId, claim.userId),
        eq(reminderSends.key, claim.key),
        eq(reminderSends.channel, claim.channel),
      ),
    );
}
