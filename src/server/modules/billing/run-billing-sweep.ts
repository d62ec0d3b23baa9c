import { sql } from 'drizzle-orm';
import { subscriptions } from '../../db/schema';
import { type BillingDeps, manageSubscriptionUrl } from './billing-deps';
import { sendOnce, trialEndingEmail } from './billing-emails';
import { reconcileSubscription } from './sync-subscription';

const BATCH = 50;
/** A claimed row is not picked by another server for this long (its review normally ends in milliseconds). */
const LEASE_MS = 5 * 60_000;
const TRIAL_ENDING_NOTICE_MS = 2 * 86_400_000;

/**
 * The billing job, run every BILLING_JOB_INTERVAL_MS by each app server
 * (docs/decisions/0009-billing-state-machine.md). Everything it needs lives
 * in PostgreSQL, so any number of servers can run it at once:
 * 1. the provider's own scheduled work (the sandbox charges due renewals; each
 *    attempt is unique, so nothing is charged twice);
 * 2. subscriptions due for a look (charge due, access ending) are claimed with
 *    FOR UPDATE SKIP LOCKED and a lease, then reconciled with the provider;
 * 3. "trial ends in 2 days" e-mails, each sent once.
 */
export async function runBillingSweep(deps: BillingDeps, now: Date): Promise<{ reviewed: number; emailed: number }> {
  await deps.payments.runDueCharges?.(now);

  let reviewed = 0;
  for (;;) {
    const claimed = await deps.db.execute<{ user_id: string }>(sql`
      update ${subscriptions} set next_review_at = ${new Date(now.getTime() + LEASE_MS)}
      where user_id in (
        select user_id from ${subscriptions}
        where next_review_at <= ${now}
        order by next_review_at
        limit ${BATCH}
        for update skip locked
      )
      returning user_id`);
    for (const { user_id: userId } of claimed.rows) {
      try {
        await reconcileSubscription(deps, userId);
        reviewed += 1;
      } catch (error) {
        // The lease makes the row come back in a few minutes; one failure must not stop the others.
        deps.log.error({ err: error, userId }, 'billing: review failed');
      }
    }
    if (claimed.rows.length < BATCH) break;
  }

  return { reviewed, emailed: await sendTrialEndingEmails(deps, now) };
}

async function sendTrialEndingEmails(deps: BillingDeps, now: Date): Promise<number> {
  const due = await deps.db.execute<{
    id: string;
    email: string;
    name: string;
    trial_ends_at: Date;
    price_cents: number | null;
    cancel_at_period_end: boolean | null;
  }>(sql`
    select u.id, u.email, u.name, u.trial_ends_at, s.price_cents, s.cancel_at_period_end
    from users u left join subscriptions s on s.user_id = u.id
    where u.trial_ends_at > ${now} and u.trial_ends_at <= ${new Date(now.getTime() + TRIAL_ENDING_NOTICE_MS)}
      and (s.status is null or s.status = 'trialing')
      and not exists (
        select 1 from billing_notifications n where n.user_id = u.id and n.kind = 'trial_ending'
      )
    limit 500`);
  let sent = 0;
  const link = manageSubscriptionUrl(deps.appUrl);
  for (const row of due.rows) {
    const person = { userId: row.id, email: row.email, name: row.name };
    const firstCharge = row.cancel_at_period_end ? null : row.price_cents;
    if (await sendOnce(deps, trialEndingEmail(person, new Date(row.trial_ends_at), firstCharge, link), now)) sent += 1;
  }
  return sent;
}
