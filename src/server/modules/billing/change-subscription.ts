import { type Subscription, apply } from '../../../domain/billing/subscription';
import { notFound } from '../../http/not-found';
import { type BillingDeps, manageSubscriptionUrl } from './billing-deps';
import { sendAll } from './sync-subscription';
import { loadSubscription, saveSubscription, stateOf } from './subscription-repository';
import { transitionEmails } from './transition-emails';
import { cancellationConfirmedEmail } from './billing-emails';

/**
 * Cancel: during the trial nothing is ever charged and access lasts until the
 * trial end; afterwards access lasts until the end of the paid period. The
 * provider stops charging first (paused, so it can be resumed); only then is
 * the cancellation recorded. Overdue subscriptions end at once.
 */
export async function cancelSubscription(deps: BillingDeps, userId: string): Promise<Subscription> {
  return change(deps, userId, 'cancel_requested');
}

/** Resume: undo a cancellation before access ends; charges go on as scheduled, price unchanged. */
export async function resumeSubscription(deps: BillingDeps, userId: string): Promise<Subscription> {
  return change(deps, userId, 'resume_requested');
}

async function change(deps: BillingDeps, userId: string, type: 'cancel_requested' | 'resume_requested') {
  const link = manageSubscriptionUrl(deps.appUrl);
  const { state, emails } = await deps.db.transaction(async (tx) => {
    const found = await loadSubscription(tx, userId, { forUpdate: true });
    if (!found) throw notFound('account');
    const now = deps.clock();
    const before = stateOf(found.trialEndsAt, found.row);
    const after = apply(before, { type, at: now });
    const ref = found.row?.providerRef;
    if (ref && after !== before) {
      if (after.status === 'canceled') await deps.payments.pause(ref);
      else if (after.status === 'expired') await deps.payments.cancel(ref);
      else await deps.payments.resume(ref);
    }
    const provider = found.row?.provider ?? deps.payments.name;
    const newlyCanceled = after.status === 'canceled' && before.status !== 'canceled';
    await saveSubscription(tx, userId, provider, after, now, newlyCanceled ? { canceledAt: now } : {});
    const person = { userId, email: found.email, name: found.name };
    const emails = transitionEmails(person, before, after, now, link);
    // Cancelling while overdue ends access at once: confirm that too.
    if (type === 'cancel_requested' && after.status === 'expired' && before.status !== 'expired') {
      emails.push(cancellationConfirmedEmail(person, now, null, link));
    }
    return { state: after, emails };
  });
  await sendAll(deps, emails);
  return state;
}
