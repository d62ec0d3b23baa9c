import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealDayTotalsSchema, mealListSchema } from '../../../contracts/meals';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

// Issue 25: the history showed 216 kcal as "Total do dia" where the day had 944, because a page of
// meals ended mid-day. GET /api/meals/day-totals adds up all of each day's meals.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  expect((await client.put('/api/me/onboarding', validOnboarding())).status).toBeLessThan(300);
  return client;
}

const meal = (slot: string, eatenAt: string, foodId: string, grams: number) => ({
  slot,
  eatenAt,
  items: [{ foodId, grams }],
});

describe('GET /api/meals/day-totals', () => {
  it('o total do dia soma todas as refeições do dia, mesmo as que a página não trouxe', async () => {
    const ana = await person('ana.total-do-dia@example.com');
    for (const body of [
      meal('cafe', '2026-11-22T10:00:00Z', 'taco-3', 80),
      meal('almoco', '2026-11-22T14:00:00Z', 'taco-3', 200),
      meal('lanche', '2026-11-22T14:30:00Z', 'taco-1', 150),
      meal('jantar', '2026-11-21T22:00:00Z', 'taco-3', 120),
    ]) {
      expect((await ana.post('/api/meals', body)).status).toBe(201);
    }
    // Someone else's meal that day is never counted.
    const bia = await person('bia.total-do-dia@example.com');
    await bia.post('/api/meals', meal('almoco', '2026-11-22T14:00:00Z', 'taco-3', 500));

    const all = mealListSchema.parse((await ana.get('/api/meals?limit=50')).body).items;
    const kcalOf = (date: string) =>
      Math.round(all.filter((m) => m.localDate === date).reduce((sum, m) => sum + (m.totals.energyKcal ?? 0), 0) * 10) /
      10;
    // The first page ends in the middle of the 22nd: two of its three meals.
    const page = mealListSchema.parse((await ana.get('/api/meals?limit=2')).body);
    expect(page.items.map((m) => m.localDate)).toEqual(['2026-11-22', '2026-11-22']);

    const res = await ana.get('/api/meals/day-totals?dates=2026-11-22,2026-11-21,2026-11-20');
    expect(res.status).toBe(200);
    const { days } = mealDayTotalsSchema.parse(res.body);
    expect(days.map((d) => d.date)).toEqual(['2026-11-21', '2026-11-22']); // no meals on the 20th
    const today = days.find((d) => d.date === '2026-11-22')!;
    expect(today.totals.energyKcal).toBe(kcalOf('2026-11-22'));
    expect(today.totals.energyKcal).toBeGreaterThan(page.items.reduce((sum, m) => sum + (m.totals.energyKcal ?? 0), 0));
    expect(days.find((d) => d.date === '2026-11-21')!.totals.energyKcal).toBe(kcalOf('2026-11-21'));
  });

  it('datas inválidas: 400 em português; sem sessão: 401', async () => {
    const caio = await person('caio.total-do-dia@example.com');
    const bad = await caio.get('/api/meals/day-totals?dates=22/11/2026');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toBe('Use datas no formato AAAA-MM-DD');
    expect((await caio.get('/api/meals/day-totals')).status).toBe(400);
    const many = Array.from({ length: 51 }, () => '2026-11-22').join(',');
    expect((await caio.get(`/api/meals/day-totals?dates=${many}`)).body.error.message).toBe(
      'Informe no máximo 50 datas',
    );
    expect((await browser(t.app).get('/api/meals/day-totals?dates=2026-11-22')).status).toBe(401);
  });
});
