import { describe, expect, it } from 'vitest';
import { offerFacts } from '../offer-facts';
import { pricingAt } from '@/domain/billing/pricing';
import { faqItems } from './faq';
import { photoClaims } from './photo-claims';

const PHOTO = /foto/i;
const reference = new Date('2026-11-22T15:00:00Z');
const snapshot = pricingAt(reference);
const offer = offerFacts(
  { ...snapshot, offerEndsAt: snapshot.offerEndsAt.toISOString(), serverNow: reference.toISOString() },
  false,
);

describe('o que a página inicial promete sobre fotos (decisão 0071)', () => {
  it('sem modelo de visão, nenhuma frase promete foto; a análise é por descrição', () => {
    const claims = photoClaims(false);
    for (const text of Object.values(claims).flatMap((v) => (typeof v === 'string' ? [v] : Object.values(v)))) {
      // The first step may say the photo is kept with the meal (it is), never that it is analysed.
      if (text === claims.firstStep.description) expect(text).not.toMatch(/analis|reconhec/i);
      else expect(text).not.toMatch(PHOTO);
    }
    expect(claims.premiumAnalyses).toBe('Análise de refeições por descrição, sem limite');
    const faq = faqItems(offer, { whatsapp: true, photoAnalysis: false });
    expect(faq.flatMap((item) => [item.question, ...item.answer]).join(' ')).not.toMatch(PHOTO);
  });

  it('com modelo de visão, promete a foto', () => {
    const claims = photoClaims(true);
    expect(claims.heroTitle).toBe('Fotografe o prato e saiba o que você está comendo');
    expect(claims.premiumAnalyses).toBe('Análises de refeições por foto ilimitadas');
    const faq = faqItems(offer, { whatsapp: true, photoAnalysis: true });
    expect(faq.map((item) => item.question)).toContain('A análise por foto é precisa?');
  });
});
