import type { CardBrand } from './cards';
import { priceForSubscriptionStartedAt } from './pricing';

/**
 * The subscription state machine (docs/decisions/0009-billing-state-machine.md).
 *
 *   trialing ──first charge at trial end──▶ active ──renewal fails──▶ past_due
 *      │  (or subscribe after the trial)      │  ▲                     │  │
 *      │                                      │  └─retry succeeds──────┘  │ grace over
 *      └──cancel──▶ canceled ◀──cancel────────┘                           ▼
 *                    │ access until the trial / paid period ends ──▶ expired
 *
 * Pure: every instant comes in with the event; `advance` applies the passing
 * of time (trial over, paid period over, grace over) so reads are exact even
 * between two runs of the billing job.
 */
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

const DAY_MS = 86_400_000;
/**
 * Access kept after a charge fails (or while a due charge has no answer yet):
 * 7 days, long enough for the provider's retries (the sandbox retries after
 * 1, 3 and 5 days) and for the person to change the card; then access ends.
 */
export const GRACE_PERIOD_DAYS = 7;
export const GRACE_PERIOD_MS = GRACE_PERIOD_DAYS * DAY_MS;

export interface CardOnFile {
  brand: CardBrand;
  last4: string;
}

export interface Subscription {
  status: SubscriptionStatus;
  trialEndsAt: Date;
  /** When the current, uninterrupted subscription was taken out (it fixes the price); null when there is none. */
  startedAt: Date | null;
  /** Monthly price locked for this subscription, in centavos; null when there is none. */
  priceCents: number | null;
  card: CardOnFile | null;
  /** End of the paid period (null before the first successful charge). */
  currentPeriodEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
  /** First failed charge since the last successful one. */
  pastDueSince: Date | null;
  /** When access ended (status expired). */
  endedAt: Date | null;
}

export type BillingEvent =
  /** Checkout completed: a card is on file. `quotedAt` is when the price was quoted (checkout created). */
  | { type: 'subscribed'; at: Date; quotedAt: Date; card: CardOnFile | null }
  | { type: 'charge_succeeded'; at: Date; periodEndsAt: Date }
  | { type: 'charge_failed'; at: Date }
  | { type: 'cancel_requested'; at: Date }
  | { type: 'resume_requested'; at: Date }
  | { type: 'card_updated'; at: Date; card: CardOnFile }
  /** The provider ended the subscription on its side (retries exhausted, payer cancelled there). */
  | { type: 'provider_ended'; at: Date };

/** A request the rules refuse; `code` is one of the API's error codes. */
export class BillingRuleError extends Error {
  constructor(readonly code: 'already_subscribed' | 'nothing_to_cancel' | 'nothing_to_resume' | 'no_subscription') {
    super(code);
    this.name = 'BillingRuleError';
  }
}

export function newTrial(trialEndsAt: Date): Subscription {
  return {
    status: 'trialing',
    trialEndsAt,
    startedAt: null,
    priceCents: null,
    card: null,
    currentPeriodEndsAt: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    endedAt: null,
  };
}

/** True while a paid subscription exists (card on file, not ended), whatever its status. */
export const isSubscribed = (s: Subscription): boolean => s.startedAt !== null;

/** Until when the person keeps Premium access in the current state (null: no access). */
export function accessEndsAt(s: Subscription): Date | null {
  const plus = (d: Date, ms: number) => new Date(d.getTime() + ms);
  switch (s.status) {
    case 'trialing':
      // A subscriber's first charge is due at the trial end; it gets the grace period to settle.
      return isSubscribed(s) ? plus(s.trialEndsAt, GRACE_PERIOD_MS) : s.trialEndsAt;
    case 'active':
      return plus(s.currentPeriodEndsAt ?? s.trialEndsAt, GRACE_PERIOD_MS);
    case 'past_due':
      return plus(s.pastDueSince ?? s.currentPeriodEndsAt ?? s.trialEndsAt, GRACE_PERIOD_MS);
    case 'canceled':
      return s.currentPeriodEndsAt && s.currentPeriodEndsAt > s.trialEndsAt ? s.currentPeriodEndsAt : s.trialEndsAt;
    case 'expired':
      return null;
  }
}

function expire(s: Subscription, at: Date): Subscription {
  return {
    ...s,
    status: 'expired',
    startedAt: null,
    priceCents: null,
    card: null,
    cancelAtPeriodEnd: false,
    pastDueSince: null,
    endedAt: at,
  };
}

/** Applies the passing of time: trial over, paid period over, grace over. */
export function advance(s: Subscription, now: Date): Subscription {
  const end = accessEndsAt(s);
  if (s.status === 'expired' || !end || now < end) return s;
  return expire(s, end);
}

/** The state after `event`; throws BillingRuleError for requests the rules refuse. */
export function apply(current: Subscription, event: BillingEvent): Subscription {
  const s = advance(current, event.at);
  switch (event.type) {
    case 'subscribed': {
      const awaitingFirstCharge = s.status === 'expired';
      if (!awaitingFirstCharge && !(s.status === 'trialing' && !isSubscribed(s))) {
        throw new BillingRuleError('already_subscribed');
      }
      return {
        ...s,
        startedAt: event.quotedAt,
        priceCents: priceForSubscriptionStartedAt(event.quotedAt),
        card: event.card,
        currentPeriodEndsAt: awaitingFirstCharge ? null : s.currentPeriodEndsAt,
        cancelAtPeriodEnd: false,
        pastDueSince: null,
        endedAt: null,
      };
    }
    case 'charge_succeeded': {
      if (!isSubscribed(s)) return s;
      if (s.currentPeriodEndsAt && event.periodEndsAt <= s.currentPeriodEndsAt) return s; // already counted
      return {
        ...s,
        status: s.status === 'canceled' ? 'canceled' : 'active',
        currentPeriodEndsAt: event.periodEndsAt,
        pastDueSince: null,
        endedAt: null,
      };
    }
    case 'charge_failed': {
      if (!isSubscribed(s) || s.status === 'canceled' || s.status === 'expired') return s;
      if (s.status === 'trialing' && event.at < s.trialEndsAt) return s; // nothing is charged during the trial
      return { ...s, status: 'past_due', pastDueSince: s.pastDueSince ?? event.at };
    }
    case 'cancel_requested': {
      if (s.status === 'canceled') return s;
      if (!isSubscribed(s)) throw new BillingRuleError('nothing_to_cancel');
      // No paid period left to honour: grace exists only to recover the payment.
      if (s.status === 'past_due' || s.status === 'expired') return expire(s, event.at);
      return { ...s, status: 'canceled', cancelAtPeriodEnd: true };
    }
    case 'resume_requested': {
      if (s.status !== 'canceled') throw new BillingRuleError('nothing_to_resume');
      const paid = s.currentPeriodEndsAt !== null && s.currentPeriodEndsAt > s.trialEndsAt;
      return { ...s, status: paid ? 'active' : 'trialing', cancelAtPeriodEnd: false };
    }
    case 'card_updated': {
      if (!isSubscribed(s)) throw new BillingRuleError('no_subscription');
      return { ...s, card: event.card };
    }
    case 'provider_ended': {
      if (!isSubscribed(s) || s.status === 'canceled') return s;
      if (s.status === 'past_due' || s.status === 'expired') return expire(s, event.at);
      return { ...s, status: 'canceled', cancelAtPeriodEnd: true };
    }
  }
}

/** When the next charge is expected (null: none scheduled). */
export function nextChargeAt(s: Subscription): Date | null {
  if (!isSubscribed(s) || s.cancelAtPeriodEnd) return null;
  if (s.status === 'trialing') return s.trialEndsAt;
  if (s.status === 'active') return s.currentPeriodEndsAt;
  return null;
}

/** After a charge is due, with no answer from the provider yet, check it again this often. */
export const RECHECK_MS = 3_600_000;

/**
 * The next instant at which this subscription needs looking at: a charge
 * falls due (check the provider), or access ends. Null: nothing pending.
 */
export function nextReviewAt(s: Subscription, now: Date): Date | null {
  if (s.status === 'expired') return isSubscribed(s) ? new Date(now.getTime() + RECHECK_MS) : null;
  const candidates = [nextChargeAt(s), accessEndsAt(s)].filter((d): d is Date => d !== null);
  const future = candidates.filter((d) => d > now).sort((a, b) => a.getTime() - b.getTime());
  const due = candidates.some((d) => d <= now);
  const recheck = new Date(now.getTime() + RECHECK_MS);
  if (due) return future[0] && future[0] < recheck ? future[0] : recheck;
  return future[0] ?? null;
}
