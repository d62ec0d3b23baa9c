/**
 * The single Premium plan's prices and the launch window (decision
 * 0009). One place for every figure the landing page, the paywall
 * and billing show; amounts in integer centavos (docs/decisions/0005-money.md).
 */
import { TRIAL_DAYS } from './trial';

export const PLAN_ID = 'premium';
export const CURRENCY = 'BRL';
export const LAUNCH_PRICE_CENTS = 2990;
export const REGULAR_PRICE_CENTS = 4990;

/**
 * "Sign-ups up to 31/10/2025 at 23:59:59 local time" (America/Sao_Paulo).
 * Brazil has had no daylight saving time since 2019, so that second is
 * UTC−03:00; the offer is over from 2025-11-01T03:00:00Z on.
 */
export const LAUNCH_OFFER_LAST_SECOND = new Date('2025-10-31T23:59:59-03:00');

export function isLaunchOfferActive(now: Date): boolean {
  return now.getTime() < LAUNCH_OFFER_LAST_SECOND.getTime() + 1000;
}

/** Price of a subscription started at `startedAt` (the launch price is locked for good while it stays active). */
export function priceForSubscriptionStartedAt(startedAt: Date): number {
  return isLaunchOfferActive(startedAt) ? LAUNCH_PRICE_CENTS : REGULAR_PRICE_CENTS;
}

/** 40%: the launch discount, from centavos, rounded once. */
export const LAUNCH_DISCOUNT_PCT = Math.round(((REGULAR_PRICE_CENTS - LAUNCH_PRICE_CENTS) / REGULAR_PRICE_CENTS) * 100);
/** R$ 20 a month and R$ 240 a year saved at the launch price. */
export const LAUNCH_MONTHLY_SAVING_CENTS = REGULAR_PRICE_CENTS - LAUNCH_PRICE_CENTS;
export const LAUNCH_YEARLY_SAVING_CENTS = LAUNCH_MONTHLY_SAVING_CENTS * 12;

export interface PricingSnapshot {
  plan: typeof PLAN_ID;
  currency: typeof CURRENCY;
  /** What a person subscribing now pays per month. */
  priceCents: number;
  regularPriceCents: number;
  launchPriceCents: number;
  discountPct: number;
  monthlySavingCents: number;
  yearlySavingCents: number;
  /** The last second of the launch offer, as an instant. */
  offerEndsAt: Date;
  offerActive: boolean;
  trialDays: number;
}

/** The offer as it stands at `now`: what GET /api/pricing answers. */
export function pricingAt(now: Date): PricingSnapshot {
  const offerActive = isLaunchOfferActive(now);
  return {
    plan: PLAN_ID,
    currency: CURRENCY,
    priceCents: offerActive ? LAUNCH_PRICE_CENTS : REGULAR_PRICE_CENTS,
    regularPriceCents: REGULAR_PRICE_CENTS,
    launchPriceCents: LAUNCH_PRICE_CENTS,
    discountPct: LAUNCH_DISCOUNT_PCT,
    monthlySavingCents: LAUNCH_MONTHLY_SAVING_CENTS,
    yearlySavingCents: LAUNCH_YEARLY_SAVING_CENTS,
    offerEndsAt: LAUNCH_OFFER_LAST_SECOND,
    offerActive,
    trialDays: TRIAL_DAYS,
  };
}
