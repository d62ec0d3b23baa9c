import { describe, expect, it } from 'vitest';
import { pricingSchema } from '@/contracts/pricing';
import { pricingAt } from '@/domain/billing/pricing';
import { parsePricing } from './pricing-guard';

const now = new Date('2026-11-22T12:00:00Z');
const snapshot = pricingAt(now);
const valid = { ...snapshot, offerEndsAt: snapshot.offerEndsAt.toISOString(), serverNow: now.toISOString() };

describe('parsePricing agrees with the zod contract', () => {
  it('accepts the answer of GET /api/pricing unchanged', () => {
    expect(pricingSchema.safeParse(valid).success).toBe(true);
    expect(parsePricing(valid)).toEqual(pricingSchema.parse(valid));
  });

  it.each([
    ['no object', null],
    ['another plan', { ...valid, plan: 'basic' }],
    ['another currency', { ...valid, currency: 'USD' }],
    ['reais instead of centavos', { ...valid, priceCents: 49.9 }],
    ['a missing field', { ...valid, trialDays: undefined }],
    ['offerActive as text', { ...valid, offerActive: 'true' }],
    ['serverNow missing', { ...valid, serverNow: undefined }],
  ])('rejects %s, as the schema does', (_label, value) => {
    expect(pricingSchema.safeParse(value).success).toBe(false);
    expect(parsePricing(value)).toBeNull();
  });
});
