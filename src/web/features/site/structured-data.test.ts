import { describe, expect, it } from 'vitest';
import { AGGREGATE_RATING_SLOT } from '@/contracts/site';
import { pricingAt } from '@/domain/billing/pricing';
import { faqItems } from './content/faq';
import { offerFacts } from './offer-facts';
import { faqData, productData } from './structured-data';

const pricing = (iso: string) => {
  const p = pricingAt(new Date(iso));
  return { ...p, offerEndsAt: p.offerEndsAt.toISOString(), serverNow: iso };
};

describe('dados estruturados', () => {
  it('oferece o preço de lançamento até a data de São Paulo em que a janela fecha', () => {
    const data = productData(pricing('2025-10-01T12:00:00Z'), true, 'https://nutri.app.br', '/assets/painel.webp');
    expect(data.offers).toMatchObject({ price: '29.90', priceCurrency: 'BRL', priceValidUntil: '2025-10-31' });
    expect(data.image).toBe('https://nutri.app.br/assets/painel.webp');
  });

  it('oferece o preço normal, sem data de fim, depois da janela', () => {
    const data = productData(pricing('2026-11-22T12:00:00Z'), false, 'https://nutri.app.br', '/x.webp');
    expect(data.offers).toMatchObject({ price: '49.90' });
    expect(data.offers).not.toHaveProperty('priceValidUntil');
  });

  it('lista as perguntas frequentes com as respostas; a da oferta de lançamento só enquanto ela vale', () => {
    const p = pricing('2026-11-22T12:00:00Z');
    const data = faqData(faqItems(offerFacts(p, false), { whatsapp: false, photoAnalysis: true }));
    expect(data.mainEntity).toHaveLength(7);
    expect(data.mainEntity[0]).toMatchObject({ '@type': 'Question', acceptedAnswer: { '@type': 'Answer' } });
    expect(JSON.stringify(data)).toContain('TACO');
    expect(JSON.stringify(data)).not.toMatch(/lançamento|29,90/);
    expect(JSON.stringify(data)).not.toContain('WhatsApp');
    const open = faqItems(offerFacts(pricing('2025-10-01T12:00:00Z'), true), { whatsapp: true, photoAnalysis: true });
    expect(open.map((q) => q.id)).toContain('oferta-lancamento');
    expect(JSON.stringify(open)).toContain('WhatsApp');
  });

  it('deixa para o servidor o lugar da nota real (aggregateRating), sem nenhum número na página gerada', () => {
    const data = productData(pricing('2026-11-22T12:00:00Z'), false, 'https://nutri.app.br', '/x.webp');
    expect(JSON.stringify(data).endsWith(`${AGGREGATE_RATING_SLOT}}`)).toBe(true);
  });
});
