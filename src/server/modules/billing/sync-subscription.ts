import {
  BillingRuleError,
  type BillingEvent,
  type Subscription,
  advance,
  apply,
  isSubscribed,
} from '../../../domain/billing/subscription';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider';
import { type BillingEmail, sendOnce } from './billing-emails';
import { type BillingDeps, manageSubscriptionUrl } from './billing-deps';
import { recordCharges } from './record-charges';
import { loadSubscription, saveSubscription, stateOf, userIdForProviderRef } from './subscription-repository';
import { transitionEmails } from './transition-emails';

const NO_PENDING = {
  pendingRef: null,
  pendingKind: null,
  pendingUrl: null,
  pendingQuotedAt: null,
  pendingExpiresAt: null,
} as const;

/** A provider signal (webhook, sandbox event) about `ref`: re-read everything about its owner. */
export async function syncSubscription(deps: BillingDeps, ref: string): Promise<void> {
  const userId = await userIdForProviderRef(deps.db, ref);
  if (!userId) {
    deps.log.warn({ ref }, 'billing: signal about a subscription we do not know');
    return;
  }
  await reconcileSubscription(deps, userId);
}

function applyQuietly(state: Subscription, event: BillingEvent): Subscription {
  try {
    return apply(state, event);
  } catch (error) {
    if (error instanceof BillingRuleError) return state; // provider facts never make a request invalid
    throw error;
  }
}

/**
 * Reads the person's subscription(s) from the provider under the person's
 * lock and folds the facts into our state machine: a completed checkout, the
 * card, every charge (once), a cancellation made on the provider's side,
 * then the passing of time. Safe to run any number of times, in any order.
 */
export async function reconcileSubscription(deps: BillingDeps, userId: string): Promise<void> {
  const link = manageSubscriptionUrl(deps.appUrl);
  const emails = await deps.db.transaction(async (tx) => {
    const found = await loadSubscription(tx, userId, { forUpdate: true });
    if (!found?.row) return [];
    const { row } = found;
    const now = deps.clock();
    const person = { userId, email: found.email, name: found.name };
    const before = stateOf(found.trialEndsAt, row);
    let state = before;
    let providerRef = row.providerRef;
    const extra: Parameters<typeof saveSubscription>[5] = {};
    const failedFirstCharges: Date[] = [];

    if (row.pendingRef) {
      const pending = await deps.payments.fetchSubscription(row.pendingRef);
      if (pending.status === 'active' || pending.status === 'paused') {
        const adopted = adoptCheckout(state, row.pendingKind, row.pendingQuotedAt ?? now, pending, now);
        if (adopted) {
          state = adopted;
          // The new provider subscription replaces the old one: stop the old before we rely on the new.
          if (providerRef && providerRef !== pending.ref) await deps.payments.cancel(providerRef);
          providerRef = pending.ref;
        } else {
          await deps.payments.cancel(pending.ref); // a second subscription nobody needs
        }
        Object.assign(extra, NO_PENDING, { providerRef });
      } else if (pending.status === 'cancelled' || (row.pendingExpiresAt && row.pendingExpiresAt <= now)) {
        if (pending.status !== 'cancelled') await deps.payments.cancel(pending.ref);
        Object.assign(extra, NO_PENDING);
      }
    }

    let current: ProviderSubscription | null = null;
    if (providerRef) {
      current = await deps.payments.fetchSubscription(providerRef);
      const card = current.card;
      if (card && isSubscribed(state) && (state.card?.brand !== card.brand || state.card.last4 !== card.last4)) {
        state = applyQuietly(state, { type: 'card_updated', at: now, card });
      }
      for (const event of await recordCharges(tx, userId, row.provider, current.charges)) {
        const awaitingFirst = isSubscribed(state) && advance(state, event.at).status === 'expired';
        if (event.type === 'charge_failed' && awaitingFirst) failedFirstCharges.push(event.at);
        state = applyQuietly(state, event);
      }
      if (current.status === 'cancelled' && isSubscribed(state) && !state.cancelAtPeriodEnd) {
        state = applyQuietly(state, { type: 'provider_ended', at: now });
      }
    }

    state = advance(state, now);
    // Access is over (period, trial or grace ended): make sure the provider will never charge again.
    if (state.status === 'expired' && providerRef && current && current.status !== 'cancelled') {
      await deps.payments.cancel(providerRef);
    }
    if (state.status === 'canceled' && before.status !== 'canceled') extra.canceledAt = now;
    await saveSubscription(tx, userId, row.provider, state, now, extra);
    return transitionEmails(person, before, state, now, link, failedFirstCharges);
  });
  await sendAll(deps, emails);
}

function adoptCheckout(
  state: Subscription,
  kind: 'subscribe' | 'update_card' | null,
  quotedAt: Date,
  checkout: ProviderSubscription,
  now: Date,
): Subscription | null {
  try {
    if (kind === 'update_card') {
      return checkout.card ? apply(state, { type: 'card_updated', at: now, card: checkout.card }) : state;
    }
    const at = checkout.authorizedAt && checkout.authorizedAt < now ? checkout.authorizedAt : now;
    return apply(state, { type: 'subscribed', at, quotedAt, card: checkout.card });
  } catch (error) {
    if (error instanceof BillingRuleError) return null;
    throw error;
  }
}

export async function sendAll(deps: BillingDeps, emails: BillingEmail[]): Promise<void> {
  for (const email of emails) await sendOnce(deps, email, deps.clock());
}
