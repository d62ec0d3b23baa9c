import type { PaymentProviderName, SubscriptionView } from '../../../contracts/billing';
import { entitlementsAt } from '../../../domain/billing/entitlements';
import { LAUNCH_PRICE_CENTS, REGULAR_PRICE_CENTS, pricingAt } from '../../../domain/billing/pricing';
import {
  type Subscription,
  accessEndsAt,
  advance,
  isSubscribed,
  nextChargeAt,
} from '../../../domain/billing/subscription';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** GET /api/billing/subscription, from the state advanced to `now` (exact even between two job runs). */
export function subscriptionView(state: Subscription, now: Date, provider: PaymentProviderName): SubscriptionView {
  const s = advance(state, now);
  const priceCents = s.priceCents ?? pricingAt(now).priceCents;
  return {
    status: s.status,
    trialEndsAt: s.trialEndsAt.toISOString(),
    currentPeriodEndsAt: iso(s.currentPeriodEndsAt),
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    priceCents,
    card: s.card,
    regularPriceCents: REGULAR_PRICE_CENTS,
    launchPrice: priceCents === LAUNCH_PRICE_CENTS,
    subscribed: isSubscribed(s) && s.status !== 'expired',
    awaitingFirstCharge: isSubscribed(s) && s.status === 'expired',
    nextChargeAt: iso(nextChargeAt(s)),
    accessEndsAt: iso(accessEndsAt(s)),
    provider,
    entitlements: entitlementsAt(s, now),
  };
}
