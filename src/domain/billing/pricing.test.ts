import { describe, expect, it } from 'vitest';
import {
  LAUNCH_DISCOUNT_PCT,
  LAUNCH_MONTHLY_SAVING_CENTS,
  LAUNCH_YEARLY_SAVING_CENTS,
  isLaunchOfferActive,
  priceForSubscriptionStartedAt,
  pricingAt,
} from './pricing';

describe('pricing', () => {
  it('tem as constantes da especificação: 40% de desconto, R$ 20/mês e R$ 240/ano de economia', () => {
    expect(LAUNCH_DISCOUNT_PCT).toBe(40);
    expect(LAUNCH_MONTHLY_SAVING_CENTS).toBe(2000);
    expect(LAUNCH_YEARLY_SAVING_CENTS).toBe(24000);
  });

  it('mantém o preço de lançamento até 31/10/2025 23:59:59 em São Paulo e nem um segundo a mais', () => {
    expect(isLaunchOfferActive(new Date('2025-10-31T23:59:59.999-03:00'))).toBe(true);
    expect(isLaunchOfferActive(new Date('2025-11-01T00:00:00-03:00'))).toBe(false);
    // 23:59 in São Paulo is already 1 November in UTC: the São Paulo clock decides.
    expect(isLaunchOfferActive(new Date('2025-11-01T02:59:00Z'))).toBe(true);
  });

  it('cobra as assinaturas pelo instante em que começaram', () => {
    expect(priceForSubscriptionStartedAt(new Date('2025-10-15T12:00:00Z'))).toBe(2990);
    expect(priceForSubscriptionStartedAt(new Date('2026-11-22T12:00:00Z'))).toBe(4990);
  });

  it('responde a oferta vigente', () => {
    const before = pricingAt(new Date('2025-10-01T12:00:00Z'));
    expect(before).toMatchObject({ priceCents: 2990, offerActive: true, trialDays: 7, currency: 'BRL' });
    const after = pricingAt(new Date('2026-11-22T12:00:00Z'));
    expect(after).toMatchObject({
      priceCents: 4990,
      offerActive: false,
      regularPriceCents: 4990,
      launchPriceCents: 2990,
    });
    expect(after.offerEndsAt.toISOString()).toBe('2025-11-01T02:59:59.000Z');
  });
});
