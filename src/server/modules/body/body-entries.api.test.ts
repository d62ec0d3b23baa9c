import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waterDaySchema, waterLoggedSchema, weightLoggedSchema } from '../../../contracts/body';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

// Issue 25: a mis-tapped glass or a wrong weight can be undone. POST answers the entry with its id,
// DELETE removes it — only the owner's, anyone else's is a 404 — and the day's figures follow.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  expect((await client.put('/api/me/onboarding', validOnboarding({ weightKg: 70 }))).status).toBeLessThan(300);
  return client;
}

const dayWater = async (client: ReturnType<typeof browser>) => (await client.get('/api/stats/day')).body.waterMl;

describe('água: registrar, listar e desfazer', () => {
  it('POST responde o copo com id; GET lista os do dia; DELETE tira o copo do dia e das estatísticas', async () => {
    const ana = await person('ana.agua-desfazer@example.com');
    const first = await ana.post('/api/water', { ml: 250 });
    expect(first.status).toBe(201);
    expect(waterLoggedSchema.parse(first.body)).toEqual({
      id: expect.any(String),
      ml: 250,
      at: '2026-11-22T15:00:00.000Z',
      date: '2026-11-22',
    });
    const typo = waterLoggedSchema.parse((await ana.post('/api/water', { ml: 2500 })).body);
    // Drunk last night (São Paulo): another day's list.
    await ana.post('/api/water', { ml: 300, at: '2026-11-22T01:30:00Z' });
    expect(await dayWater(ana)).toBe(2750);

    // Both at the test clock's one instant: the day lists them in time order, and two at the same instant in
    // no order of their own (the tie-break is the random id), so the check does not rely on one.
    const day = waterDaySchema.parse((await ana.get('/api/water')).body);
    expect(day.date).toBe('2026-11-22');
    expect(day.entries).toHaveLength(2);
    expect(day.entries).toEqual(
      expect.arrayContaining([
        { id: first.body.id, ml: 250, at: '2026-11-22T15:00:00.000Z' },
        { id: typo.id, ml: 2500, at: '2026-11-22T15:00:00.000Z' },
      ]),
    );
    expect((await ana.get('/api/water?date=2026-11-21')).body.entries.map((e: { ml: number }) => e.ml)).toEqual([300]);

    expect((await ana.send('DELETE', `/api/water/${typo.id}`)).status).toBe(204);
    expect(await dayWater(ana)).toBe(250);
    expect((await ana.get('/api/water')).body.entries).toEqual([
      { id: first.body.id, ml: 250, at: '2026-11-22T15:00:00.000Z' },
    ]);
    // Already gone: a second DELETE is a 404, not a second success.
    const again = await ana.send('DELETE', `/api/water/${typo.id}`);
    expect(again.status).toBe(404);
    expect(again.body.error.message).toBe('Registro de água não encontrado.');
  });

  it('o copo de outra pessoa é 404 e continua lá', async () => {
    const bia = await person('bia.agua-desfazer@example.com');
    const caio = await person('caio.agua-desfazer@example.com');
    const glass = (await bia.post('/api/water', { ml: 400 })).body;
    const res = await caio.send('DELETE', `/api/water/${glass.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Registro de água não encontrado.');
    expect(await dayWater(bia)).toBe(400);
    // An id that is no id at all: the same 404, never a 500.
    expect((await caio.send('DELETE', '/api/water/nao-e-um-id')).status).toBe(404);
  });

  it('data inválida na lista é 400 em português; sem sessão, 401', async () => {
    const duda = await person('duda.agua-desfazer@example.com');
    const res = await duda.get('/api/water?date=22/11/2026');
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('Use datas no formato AAAA-MM-DD');
    expect((await browser(t.app).get('/api/water')).status).toBe(401);
    expect((await browser(t.app).send('DELETE', `/api/water/${crypto.randomUUID()}`)).status).toBe(401);
  });
});

describe('peso: registrar e desfazer', () => {
  it('POST responde o id e o peso que substituiu no dia; DELETE tira a pesagem do resumo e do gráfico', async () => {
    const rui = await person('rui.peso-desfazer@example.com');
    const before = weightLoggedSchema.parse(
      (await rui.post('/api/weights', { weightKg: 69.4, date: '2026-11-20' })).body,
    );
    expect(before).toMatchObject({ date: '2026-11-20', weightKg: 69.4, replacedKg: null });
    const first = weightLoggedSchema.parse((await rui.post('/api/weights', { weightKg: 71.2 })).body);
    expect(first.replacedKg).toBe(70); // the onboarding's weight, today's first weigh-in (issue 25)
    // A typo corrected the same day: the same entry (one per day), and the answer says what it replaced.
    const second = weightLoggedSchema.parse((await rui.post('/api/weights', { weightKg: 70.2 })).body);
    expect(second).toMatchObject({ id: first.id, date: '2026-11-22', replacedKg: 71.2 });

    expect((await rui.get('/api/weights')).body.latest).toEqual({ id: first.id, date: '2026-11-22', weightKg: 70.2 });
    expect((await rui.send('DELETE', `/api/weights/${first.id}`)).status).toBe(204);
    const summary = (await rui.get('/api/weights')).body;
    expect(summary.latest).toEqual({ id: before.id, date: '2026-11-20', weightKg: 69.4 });
    expect(summary.previous).toBeNull();
    const range = (await rui.get('/api/stats/range?from=2026-11-16&to=2026-11-22')).body;
    expect(range.weights).toEqual([{ date: '2026-11-20', weightKg: 69.4 }]);
  });

  it('a pesagem de outra pessoa é 404 em português e continua lá', async () => {
    const lia = await person('lia.peso-desfazer@example.com');
    const teo = await person('teo.peso-desfazer@example.com');
    const weighing = (await lia.post('/api/weights', { weightKg: 58 })).body;
    const res = await teo.send('DELETE', `/api/weights/${weighing.id}`);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('Peso não encontrado.');
    expect((await lia.get('/api/weights')).body.latest.weightKg).toBe(58);
    expect((await teo.send('DELETE', '/api/weights/123')).status).toBe(404);
  });
});
