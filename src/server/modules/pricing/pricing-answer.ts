import type { Pricing } from '../../../contracts/pricing';
import { pricingAt } from '../../../domain/billing/pricing';

/** The GET /api/pricing body at `now`; the pre-rendered landing page embeds the same answer. */
export function pricingAnswer(now: Date): Pricing {
  const pricing = pricingAt(now);
  return { ...pricing, offerEndsAt: pricing.offerEndsAt.toISOString(), serverNow: now.toISOString() };
}
