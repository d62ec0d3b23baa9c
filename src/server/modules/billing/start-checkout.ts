import { randomUUID } from 'node:crypto';
import { pricingAt } from '../../../domain/billing/pricing';
import { BillingRuleError, advance, isSubscribed, nextChargeAt } from '../../../domain/billing/subscription';
import { notFound } from '../../http/not-found';
import { type BillingDeps, manageSubscriptionUrl } from './billing-deps';
import { loadSubscription, saveSubscription, stateOf } from './subscription-repository';

/** A checkout link is good for a day; after that a new one is opened. */
export const CHECKOUT_TTL_MS = 86_400_000;

/**
 * Opens the provider's hosted checkout to subscribe (kind `subscribe`) or to
 * put another card on the subscription (kind `update_card`). Asking again
 * while a checkout is open returns the same link: double clicks and retries
 * never open two subscriptions. The price is quoted now and kept by the
 * checkout (launch price if now is within the launch window).
 */
export async function startCheckout(deps: BillingDeps, userId: string, kind: 'subscribe' | 'update_card') {
  return deps.db.transaction(async (tx) => {
    const found = await loadSubscription(tx, userId, { forUpdate: true });
    if (!found) throw notFound('account');
    const now = deps.clock();
    const state = advance(stateOf(found.trialEndsAt, found.row), now);
    const live = isSubscribed(state) && state.status !== 'expired';
    if (kind === 'subscribe' && live) throw new BillingRuleError('already_subscribed');
    if (kind === 'update_card' && (!live || state.status === 'canceled')) throw new BillingRuleError('no_subscription');

    const row = found.row;
    if (
      row?.pendingRef &&
      row.pendingKind === kind &&
      row.pendingUrl &&
      row.pendingExpiresAt &&
      row.pendingExpiresAt > now
    ) {
      return { checkoutUrl: row.pendingUrl };
    }
    if (row?.pendingRef) await deps.payments.cancel(row.pendingRef); // an older or other-kind checkout is abandoned

    const amountCents = kind === 'subscribe' ? pricingAt(now).priceCents : state.priceCents!;
    // Subscribing in the trial: first charge at the trial end. New card: on the next renewal, or now if overdue.
    const firstChargeAt =
      kind === 'subscribe' ? (state.status === 'trialing' ? state.trialEndsAt : null) : nextChargeAt(state);
    const checkout = await deps.payments.createCheckout({
      idempotencyKey: randomUUID(),
      userId,
      email: found.email,
      amountCents,
      firstChargeAt,
      returnUrl: manageSubscriptionUrl(deps.appUrl),
    });
    await saveSubscription(tx, userId, row?.provider ?? deps.payments.name, state, now, {
      pendingRef: checkout.ref,
      pendingKind: kind,
      pendingUrl: checkout.checkoutUrl,
      pendingQuotedAt: kind === 'subscribe' ? now : (state.startedAt ?? now),
      pendingExpiresAt: new Date(now.getTime() + CHECKOUT_TTL_MS),
    });
    return { checkoutUrl: checkout.checkoutUrl };
  });
}
