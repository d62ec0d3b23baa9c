import type { Me } from '../../../contracts/me';
import { advance, isSubscribed, nextChargeAt } from '../../../domain/billing/subscription';
import { stateOf, type SubscriptionStateRow } from './subscription-repository';

/** The `subscription` field of GET /api/me: the real state, advanced to `now` (the row comes from getMe's statement). */
export function meSubscription(row: SubscriptionStateRow | null, trialEndsAt: Date, now: Date): Me['subscription'] {
  const s = advance(stateOf(trialEndsAt, row), now);
  return {
    status: s.status,
    trialEndsAt: s.trialEndsAt.toISOString(),
    currentPeriodEndsAt: s.currentPeriodEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    subscribed: isSubscribed(s) && s.status !== 'expired',
    nextChargeAt: nextChargeAt(s)?.toISOString() ?? null,
  };
}
