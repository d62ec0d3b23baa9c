import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weightSummarySchema } from '../../../contracts/body';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

async function onboarded(email: string, weightKg = 70) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  expect((await client.put('/api/me/onboarding', validOnboarding({ weightKg }))).status).toBe(200);
  return client;
}

describe('meta de peso (decisão 0053)', () => {
  it('guarda a meta e o ritmo e estima a data a partir do peso de hoje, como estimativa', async () => {
    const bia = await onboarded('bia.goal@example.com');
    const res = await bia.send('PUT', '/api/weights/goal', { goalWeightKg: '65', weeklyRateKg: 0.5 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Woman, 30 years, 165 cm, 70 kg, light activity: maintenance 1.953 kcal (Mifflin–St Jeor × 1,375);
    // 0,5 kg a week is 550 kcal a day less, so 1.400 kcal; 5 kg in 10 weeks from 22/11/2026.
    expect(weightSummarySchema.parse(res.body).goal).toEqual({
      goalWeightKg: 65,
      weeklyRateKg: 0.5,
      projection: {
        direction: 'lose',
        remainingKg: 5,
        weeklyRateKg: 0.5,
        weeks: 10,
        estimatedDate: '2027-01-31',
        dailyEnergyKcal: 1400,
        floorLimited: false,
      },
    });
    // A new weighing moves the estimate.
    expect((await bia.post('/api/weights', { weightKg: 68 })).status).toBe(201);
    const after = weightSummarySchema.parse((await bia.get('/api/weights')).body).goal;
    expect(after?.projection).toMatchObject({ remainingKg: 3, weeks: 6, estimatedDate: '2027-01-03' });

    const cleared = await bia.send('DELETE', '/api/weights/goal');
    expect(cleared.status).toBe(200);
    expect(cleared.body.goal).toBeNull();
  });

  it('recusa em português um ritmo acima de 1% do peso por semana, ritmos fora da lista e metas absurdas', async () => {
    const caio = await onboarded('caio.goal@example.com');
    const fast = await caio.send('PUT', '/api/weights/goal', { goalWeightKg: 60, weeklyRateKg: 0.75 });
    expect(fast.status).toBe(400);
    expect(fast.body.error.fields.weeklyRateKg).toBe('Com 70 kg, perca no máximo 0,7 kg por semana (1% do peso)');
    const gain = await caio.send('PUT', '/api/weights/goal', { goalWeightKg: 80, weeklyRateKg: 0.5 });
    expect(gain.body.error.message).toBe('Com 70 kg, ganhe no máximo 0,35 kg por semana (0,5% do peso)');
    const odd = await caio.send('PUT', '/api/weights/goal', { goalWeightKg: 65, weeklyRateKg: 2 });
    expect(odd.body.error.message).toBe('Escolha o ritmo: 0,25, 0,5, 0,75 ou 1 kg por semana');
    const tiny = await caio.send('PUT', '/api/weights/goal', { goalWeightKg: 10, weeklyRateKg: 0.5 });
    expect(tiny.body.error.message).toBe('Informe uma meta de peso entre 30 e 300 kg');
    const empty = await caio.send('PUT', '/api/weights/goal', { goalWeightKg: null, weeklyRateKg: 0.5 });
    expect(empty.status).toBe(400);
    expect(weightSummarySchema.parse((await caio.get('/api/weights')).body).goal).toBeNull();
  });

  it('cada pessoa só muda a própria meta; sem sessão, 401', async () => {
    const dani = await onboarded('dani.goal@example.com');
    const edu = await onboarded('edu.goal@example.com', 90);
    await dani.send('PUT', '/api/weights/goal', { goalWeightKg: 65, weeklyRateKg: 0.25 });
    await edu.send('PUT', '/api/weights/goal', { goalWeightKg: 85, weeklyRateKg: 0.5 });
    expect((await dani.get('/api/weights')).body.goal.goalWeightKg).toBe(65);
    expect((await edu.get('/api/weights')).body.goal.goalWeightKg).toBe(85);
    expect(
      (await browser(t.app).send('PUT', '/api/weights/goal', { goalWeightKg: 65, weeklyRateKg: 0.5 })).status,
    ).toBe(401);
  });
});
