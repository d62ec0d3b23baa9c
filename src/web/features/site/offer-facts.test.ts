import { describe, expect, it } from 'vitest';
import { pricingAt } from '@/domain/billing/pricing';
import { offerFacts } from './offer-facts';

const nbsp = '\u00a0';
const pricing = (now: Date) => {
  const p = pricingAt(now);
  return { ...p, offerEndsAt: p.offerEndsAt.toISOString(), serverNow: now.toISOString() };
};

describe('offerFacts', () => {
  it('escreve a oferta de lançamento a partir da configuração de preços', () => {
    const facts = offerFacts(pricing(new Date('2025-10-20T12:00:00Z')), true);
    expect(facts).toEqual({
      active: true,
      price: `R$${nbsp}29,90`,
      launchPrice: `R$${nbsp}29,90`,
      regularPrice: `R$${nbsp}49,90`,
      discount: '40%',
      monthlySaving: `R$${nbsp}20`,
      yearlySaving: `R$${nbsp}240`,
      // The last second in São Paulo, not in UTC (02:59:59 on 1 November).
      deadline: '31/10/2025 às 23:59:59',
      trialDays: 7,
    });
  });

  it('cobra o preço normal depois que a janela fecha', () => {
    const facts = offerFacts(pricing(new Date('2026-11-22T12:00:00Z')), false);
    expect(facts.price).toBe(`R$${nbsp}49,90`);
    expect(facts.active).toBe(false);
  });
});
