import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { billingNotifications } from '../../db/schema';

type NoticeKind = (typeof billingNotifications.$inferSelect)['kind'];

/** The billing notices of these kinds the billing job e-mailed to this person since `since`. */
export async function billingNoticesSince<K extends NoticeKind>(
  db: Database,
  userId: string,
  kinds: readonly K[],
  since: Date,
): Promise<Array<{ kind: K; key: string }>> {
  const rows = await db
    .select({ kind: billingNotifications.kind, key: billingNotifications.key })
    .from(billingNotifications)
    .where(
      and(
        eq(billingNotifications.userId, userId),
        inArray(billingNotifications.kind, [...kinds]),
        gt(billingNotifications.sentAt, since),
      ),
    );
  // The WHERE keeps only the asked kinds.
  return rows as Array<{ kind: K; key: string }>;
}
