import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pricingSchema } from '../../../contracts/pricing';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/pricing', () => {
  it('é público e mostra o preço normal depois da janela de lançamento', async () => {
    const response = await t.app.request('/api/pricing');
    expect(response.status).toBe(200);
    const body = pricingSchema.parse(await response.json());
    expect(body).toMatchObject({ priceCents: 4990, offerActive: false, launchPriceCents: 2990, trialDays: 7 });
    expect(body.serverNow).toBe(t.clock.now().toISOString());
  });

  it('mostra o preço de lançamento enquanto a janela está aberta', async () => {
    t.clock.advance(new Date('2025-10-31T12:00:00Z').getTime() - t.clock.now().getTime());
    const body = pricingSchema.parse(await (await t.app.request('/api/pricing')).json());
    expect(body).toMatchObject({ priceCents: 2990, offerActive: true, offerEndsAt: '2025-11-01T02:59:59.000Z' });
  });
});
