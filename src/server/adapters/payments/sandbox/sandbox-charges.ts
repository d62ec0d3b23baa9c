import { and, eq } from 'drizzle-orm';
import { addMonthsInSaoPaulo } from '../../../../domain/calendar/add-months';
import type { Transaction } from '../../../db/client';
import { sandboxCharges, sandboxSubscriptions } from '../../../db/schema';

const DAY_MS = 86_400_000;
/**
 * After a refused charge the sandbox tries again 1, 3 and 5 days after the
 * due date, then gives up (like card processors' "smart retries"); our grace
 * period (7 days, src/domain/billing/subscription.ts) then ends the access.
 */
export const RETRY_AFTER_DAYS = [1, 3, 5] as const;

type SandboxSubscription = typeof sandboxSubscriptions.$inferSelect;

/**
 * One charge attempt of a locked sandbox subscription. The attempt is keyed
 * by (subscription, due date, try number): if two app servers ever raced for
 * the same attempt, the second insert does nothing and charges nothing.
 */
export async function attemptCharge(tx: Transaction, sub: SandboxSubscription, now: Date): Promise<boolean> {
  const dueAt = sub.dueAt ?? now;
  const [approvedBefore] = await tx
    .select({ id: sandboxCharges.id })
    .from(sandboxCharges)
    .where(and(eq(sandboxCharges.subscriptionId, sub.id), eq(sandboxCharges.status, 'approved')))
    .limit(1);
  // 4000 0000 0000 0341: the first charge goes through, every later one is refused.
  const approved = sub.behaviour === 'approve' || (sub.behaviour === 'fail_renewals' && !approvedBefore);
  const periodEndsAt = approved ? addMonthsInSaoPaulo(dueAt, 1) : null;
  const inserted = await tx
    .insert(sandboxCharges)
    .values({
      userId: sub.userId,
      subscriptionId: sub.id,
      dueAt,
      attempt: sub.attempt,
      status: approved ? 'approved' : 'rejected',
      amountCents: sub.amountCents,
      periodEndsAt,
      chargedAt: now,
    })
    .onConflictDoNothing()
    .returning({ id: sandboxCharges.id });
  if (inserted.length === 0) return false;

  const retryDays = RETRY_AFTER_DAYS[sub.attempt];
  const next = approved
    ? { dueAt: periodEndsAt, nextAttemptAt: periodEndsAt, attempt: 0 }
    : {
        dueAt,
        nextAttemptAt: retryDays === undefined ? null : new Date(dueAt.getTime() + retryDays * DAY_MS),
        attempt: sub.attempt + 1,
      };
  await tx.update(sandboxSubscriptions).set(next).where(eq(sandboxSubscriptions.id, sub.id));
  return true;
}
