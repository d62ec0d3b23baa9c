import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightSummarySchema } from '../../../contracts/body';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

describe('peso no painel', () => {
  it('mostra o último peso, o anterior e se as metas ainda usam o peso do perfil', async () => {
    const rui = browser(t.app);
    await rui.post('/api/auth/signup', validSignup({ email: 'rui.weights@example.com' }));
    await rui.put('/api/me/onboarding', validOnboarding({ weightKg: 85 }));
    // The weight typed at onboarding is the first weigh-in (issue 25).
    expect(weightSummarySchema.parse((await rui.get('/api/weights')).body)).toEqual({
      latest: { id: expect.any(String), date: '2026-11-22', weightKg: 85 },
      previous: null,
      targetsWeightKg: 85,
      suggestRecompute: false,
      goal: null,
    });

    expect((await rui.post('/api/weights', { weightKg: 84.2, date: '2026-11-20' })).status).toBe(201);
    // Typed the pt-BR way: "71,8" is 71.8.
    expect((await rui.post('/api/weights', { weightKg: '71,8' })).body).toMatchObject({
      weightKg: 71.8,
      replacedKg: 85,
      suggestRecompute: true,
    });
    expect((await rui.get('/api/weights')).body).toEqual({
      latest: { id: expect.any(String), date: '2026-11-22', weightKg: 71.8 },
      previous: { id: expect.any(String), date: '2026-11-20', weightKg: 84.2 },
      targetsWeightKg: 85,
      suggestRecompute: true,
      goal: null,
    });
  });

  it('pede sessão', async () => {
    expect((await browser(t.app).get('/api/weights')).status).toBe(401);
  });
});
