import { describe, expect, it } from 'vitest';
import { pricingSchema } from '@/contracts/pricing';
import { pricingAt } from '@/domain/billing/pricing';
import { parsePricing } from './pricing-guard';

const now = new Date('2026-11-22T12:00:00Z');
const snapshot = pricingAt(now);
const valid = { ...snapshot, offerEndsAt: snapshot.offerEndsAt.toISOString(), serverNow: now.toISOString() };

describe('parsePricing concorda com o contrato zod', () => {
  it('aceita a resposta de GET /api/pricing sem mudanças', () => {
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
  ])('rejeita %s, como o esquema', (_label, value) => {
    expect(pricingSchema.safeParse(value).success).toBe(false);
    expect(parsePricing(value)).toBeNull();
  });
});
