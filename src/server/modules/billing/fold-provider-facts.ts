import {
  BillingRuleError,
  type BillingEvent,
  type Subscription,
  advance,
  apply,
  isSubscribed,
} from '../../../domain/billing/subscription';
import type { ProviderSubscription } from '../../adapters/payments/payment-provider';
import type { Transaction } from '../../db/client';
import type { ProviderFacts } from './provider-facts';
import { recordCharges } from './record-charges';
import { type SubscriptionRow, type saveSubscription, stateOf } from './subscription-repository';

const NO_PENDING = {
  pendingRef: null,
  pendingKind: null,
  pendingUrl: null,
  pendingQuotedAt: null,
  pendingExpiresAt: null,
} as const;

export interface FoldResult {
  before: Subscription;
  state: Subscription;
  extra: Parameters<typeof saveSubscription>[5];
  failedFirstCharges: Date[];
  /** Provider subscriptions that must be stopped before this result may be saved. */
  mustCancel: string[];
}

/**
 * Folds the provider's facts into our state machine: a completed checkout,
 * the card, every charge (once, recorded in `tx`), a cancellation made on the
 * provider's side, then the passing of time. Makes no provider call: what
 * must be cancelled comes back in `mustCancel` (refs in `cancelled` already
 * were, by this reconcile), and the caller saves only when that is empty.
 */
export async function foldProviderFacts(
  tx: Transaction,
  found: { trialEndsAt: Date; row: SubscriptionRow },
  facts: ProviderFacts,
  cancelled: ReadonlySet<string>,
  now: Date,
): Promise<FoldResult> {
  const { row } = found;
  const before = stateOf(found.trialEndsAt, row);
  const mustCancel: string[] = [];
  const stop = (subscription: ProviderSubscription) => {
    if (subscription.status !== 'cancelled' && !cancelled.has(subscription.ref)) mustCancel.push(subscription.ref);
  };
  let state = before;
  let providerRef = row.providerRef;
  let current = facts.current;
  const extra: FoldResult['extra'] = {};
  const failedFirstCharges: Date[] = [];

  const pending = facts.pending;
  if (pending) {
    if (pending.status === 'active' || pending.status === 'paused') {
      const adopted = adoptCheckout(state, row.pendingKind, row.pendingQuotedAt ?? now, pending, now);
      if (adopted) {
        state = adopted;
        // The new provider subscription replaces the old one: stop the old before we rely on the new.
        if (facts.current && facts.current.ref !== pending.ref) stop(facts.current);
        providerRef = pending.ref;
        current = pending;
      } else {
        stop(pending); // a second subscription nobody needs
      }
      Object.assign(extra, NO_PENDING, { providerRef });
    } else if (pending.status === 'cancelled' || (row.pendingExpiresAt && row.pendingExpiresAt <= now)) {
      stop(pending);
      Object.assign(extra, NO_PENDING);
    }
  }

  if (providerRef && current) {
    const card = current.card;
    if (card && isSubscribed(state) && (state.card?.brand !== card.brand || state.card.last4 !== card.last4)) {
      state = applyQuietly(state, { type: 'card_updated', at: now, card });
    }
    for (const event of await recordCharges(tx, row.userId, row.provider, current.charges)) {
      const awaitingFirst = isSubscribed(state) && advance(state, event.at).status === 'expired';
      if (event.type === 'charge_failed' && awaitingFirst) failedFirstCharges.push(event.at);
      state = applyQuietly(state, event);
    }
    // `facts` were read before any cancellation of ours, so this is the provider (or the person there) ending it.
    if (current.status === 'cancelled' && isSubscribed(state) && !state.cancelAtPeriodEnd) {
      state = applyQuietly(state, { type: 'provider_ended', at: now });
    }
  }

  state = advance(state, now);
  // Access is over (period, trial or grace ended): make sure the provider will never charge again.
  if (state.status === 'expired' && providerRef && current) stop(current);
  if (state.status === 'canceled' && before.status !== 'canceled') extra.canceledAt = now;
  return { before, state, extra, failedFirstCharges, mustCancel };
}

function applyQuietly(state: Subscription, event: BillingEvent): Subscription {
  try {
    return apply(state, event);
  } catch (error) {
    if (error instanceof BillingRuleError) return state; // provider facts never make a request invalid
    throw error;
  }
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
