import type { Pricing } from '@/contracts/pricing';

const INT_FIELDS = [
  'priceCents',
  'regularPriceCents',
  'launchPriceCents',
  'discountPct',
  'monthlySavingCents',
  'yearlySavingCents',
  'trialDays',
] as const;

const isInstant = (value: unknown) => typeof value === 'string' && !Number.isNaN(Date.parse(value));

/**
 * The GET /api/pricing contract (src/contracts/pricing.ts), checked by hand:
 * zod would cost the landing page ~20 KB of its 120 KB JavaScript budget.
 * pricing-guard.test.ts holds it to the zod schema's verdicts.
 */
export function parsePricing(value: unknown): Pricing | null {
  if (typeof value !== 'object' || value === null) return null;
  const v = value as Record<string, unknown>;
  if (v.plan !== 'premium' || v.currency !== 'BRL' || typeof v.offerActive !== 'boolean') return null;
  if (!isInstant(v.offerEndsAt) || !isInstant(v.serverNow)) return null;
  if (!INT_FIELDS.every((field) => Number.isInteger(v[field]))) return null;
  return {
    plan: 'premium',
    currency: 'BRL',
    priceCents: v.priceCents as number,
    regularPriceCents: v.regularPriceCents as number,
    launchPriceCents: v.launchPriceCents as number,
    discountPct: v.discountPct as number,
    monthlySavingCents: v.monthlySavingCents as number,
    yearlySavingCents: v.yearlySavingCents as number,
    offerEndsAt: v.offerEndsAt as string,
    offerActive: v.offerActive,
    trialDays: v.trialDays as number,
    serverNow: v.serverNow as string,
  };
}
