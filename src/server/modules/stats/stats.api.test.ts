import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayStatsSchema, rangeStatsSchema } from '../../../contracts/stats';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

async function onboarded(email: string) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding()); // Ana: 1,450 kcal, 2,100 mL
  return client;
}

const meal = (eatenAt: string, grams: number, slot = 'almoco') => ({
  slot,
  eatenAt,
  items: [{ foodId: 'taco-3', grams }], // arroz branco cozido, 128 kcal/100 g
});

describe('estatísticas do dia e do período', () => {
  it('soma o dia de São Paulo (23:30 conta para aquele dia), a água, a sequência e a semana', async () => {
    const ana = await onboarded('ana.stats@example.com');
    await ana.post('/api/meals', meal('2026-11-22T14:00:00Z', 500)); // 640 kcal today
    // 23:30 of the 22nd counts for the 22nd, not tomorrow (logged at 23:40, once it has happened).
    const untilLateEvening = 11 * 3_600_000 + 40 * 60_000;
    t.clock.advance(untilLateEvening);
    await ana.post('/api/meals', meal('2026-11-23T02:30:00Z', 100, 'ceia'));
    t.clock.advance(-untilLateEvening);
    await ana.post('/api/meals', meal('2026-11-21T15:00:00Z', 1133)); // 1,450 kcal: on target
    await ana.post('/api/meals', meal('2026-11-20T15:00:00Z', 100));
    await ana.post('/api/water', { ml: 250 });
    await ana.post('/api/water', { ml: 500 });
    const res = await ana.get('/api/stats/day?date=2026-11-22');
    const day = dayStatsSchema.parse(res.body);
    expect(day).toMatchObject({
      date: '2026-11-22',
      energyKcal: 768,
      energyTargetKcal: 1450,
      mealsLogged: 2,
      mealsPerDay: 5,
      slotsLogged: ['almoco', 'ceia'],
      waterMl: 750,
      waterTargetMl: 2100,
      streakDays: 3,
      weeklyProgressPct: 14, // 1 of 7 days within ±10%
    });
    expect((await ana.get('/api/stats/day')).body.date).toBe('2026-11-22'); // today by the São Paulo clock
  });

  it('devolve todos os dias do período, refeições por horário e pesos', async () => {
    const bia = await onboarded('bia.stats@example.com');
    await bia.post('/api/meals', meal('2026-11-21T11:00:00Z', 100, 'cafe'));
    await bia.post('/api/weights', { weightKg: 59.5, date: '2026-11-20' });
    const res = await bia.get('/api/stats/range?from=2026-11-16&to=2026-11-22');
    const range = rangeStatsSchema.parse(res.body);
    expect(range.days).toHaveLength(7);
    expect(range.days.find((d) => d.date === '2026-11-21')).toMatchObject({ energyKcal: 128, mealsLogged: 1 });
    expect(range.mealsBySlot).toMatchObject({ cafe: 1, almoco: 0 });
    // With the onboarding's 60 kg, today's first weigh-in (issue 25).
    expect(range.weights).toEqual([
      { date: '2026-11-20', weightKg: 59.5 },
      { date: '2026-11-22', weightKg: 60 },
    ]);
  });

  it('uma pessoa não vê as estatísticas de outra', async () => {
    const caio = await onboarded('caio.stats@example.com');
    const davi = await onboarded('davi.stats@example.com');
    await caio.post('/api/meals', meal('2026-11-22T14:00:00Z', 500));
    await caio.post('/api/water', { ml: 300 });
    const day = await davi.get('/api/stats/day?date=2026-11-22');
    expect(day.body).toMatchObject({ energyKcal: 0, waterMl: 0, mealsLogged: 0, streakDays: 0 });
    expect((await browser(t.app).get('/api/stats/day')).status).toBe(401);
  });

  it('valida datas, períodos, água e peso; sugere recalcular metas com 2 kg de diferença', async () => {
    const eva = await onboarded('eva.stats@example.com');
    expect((await eva.get('/api/stats/day?date=22/11/2026')).body.error.message).toBe(
      'Use datas no formato AAAA-MM-DD',
    );
    expect((await eva.get('/api/stats/range?from=2026-11-22&to=2026-11-01')).status).toBe(400);
    expect((await eva.get('/api/stats/range?from=2024-01-01&to=2026-11-01')).status).toBe(400);
    expect((await eva.post('/api/water', { ml: 0 })).body.error.message).toBe('A quantidade deve ser maior que zero');
    expect((await eva.post('/api/water', { ml: 5000 })).body.error.message).toBe('Registre no máximo 3.000 mL por vez');
    expect((await eva.post('/api/weights', { weightKg: 10 })).body.error.message).toBe(
      'Informe um peso entre 20 e 400 kg',
    );
    expect((await eva.post('/api/weights', { weightKg: 60, date: '2026-12-01' })).status).toBe(400);
    expect((await eva.post('/api/weights', { weightKg: 61 })).body).toMatchObject({ suggestRecompute: false });
    expect((await eva.post('/api/weights', { weightKg: 62 })).body).toMatchObject({
      date: '2026-11-22',
      suggestRecompute: true,
    });
  });

  it('recusa datas fora de 01/01/2000 até um ano à frente com 400 em pt-BR (9999-12-31 travava o servidor)', async () => {
    const fabi = await onboarded('fabi.stats@example.com');
    const outOfRange = 'Informe uma data entre 01/01/2000 e 23/11/2027';
    for (const path of [
      '/api/stats/day?date=9999-12-31',
      '/api/stats/day?date=0000-01-01',
      '/api/stats/day?date=1999-12-31',
      '/api/stats/day?date=2027-11-24',
      '/api/stats/range?from=9999-12-01&to=9999-12-31',
      '/api/stats/range?from=0000-01-01&to=0000-01-07',
    ]) {
      const res = await fabi.get(path);
      expect(res.status, path).toBe(400);
      expect(res.body.error.code, path).toBe('validation_failed');
      expect(res.body.error.message, path).toBe(outOfRange);
    }
    expect((await fabi.get('/api/stats/day?date=2026-02-29')).body.error.message).toBe(
      'Use datas no formato AAAA-MM-DD',
    );
    expect((await fabi.get('/api/stats/day?date=2000-01-01')).status).toBe(200);
    expect((await fabi.get('/api/stats/day?date=2027-11-23')).status).toBe(200);
    expect((await fabi.get('/api/stats/range?from=2027-11-17&to=2027-11-23')).status).toBe(200);
  });
});
