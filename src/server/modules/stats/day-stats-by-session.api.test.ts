import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users, waterIntakes } from '../../db/schema';
import { tokenHash } from '../credentials/tokens';
import { browser, createTestApp, typedGoals, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { dayStatsBySession } from './day-stats-by-session';
import { getDayStats } from './get-day-stats';

// The hot GET /api/stats/day keeps each day's answer beside the person's state_version and day_version
// (migrations 0016 and 0017) and reads the figures again only when a number moved. These tests hold it to
// Hono's answer (getDayStats, read fresh) after every kind of write that changes the day, through the routes
// people use and straight in the database, and check that nothing else sends it back to the tables.
// stats-fast-path.api.test.ts holds the figures themselves to a recomputation from the meals.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(() => t.close());

const TODAY = '2026-11-22';

async function person(email: string) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  expect((await client.put('/api/me/onboarding', validOnboarding())).status).toBeLessThan(300);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id, hash: tokenHash(client.jar.get('nutri_session')!) };
}

type DayStatsBySession = ReturnType<typeof dayStatsBySession>;

/** The hot answer for a day, checked against Hono's, and how many times the figures were read for it. */
async function answer(hot: DayStatsBySession, who: { userId: string; hash: string }, date = TODAY) {
  const before = hot.stats.figureReads;
  const found = await hot(who.hash, t.clock.now(), date);
  expect(found?.userId).toBe(who.userId);
  expect(found?.body).toBe(JSON.stringify(await getDayStats(t.db, who.userId, date)));
  return { body: found!.body, reads: hot.stats.figureReads - before };
}

const meal = (eatenAt: string, grams: number) => ({ slot: 'almoco', eatenAt, items: [{ foodId: 'taco-3', grams }] });

describe('GET /api/stats/day rápido: o dia guardado e os números que o validam', () => {
  it('relê o dia só depois de uma mudança, em cada processo, e mostra a mudança já na chamada seguinte', async () => {
    const ana = await person('ana.dia@example.com');
    const workers = [dayStatsBySession(t.db), dayStatsBySession(t.db)]; // two processes (WORKERS=2), one database
    for (const hot of workers) {
      expect((await answer(hot, ana)).reads).toBe(1);
      expect((await answer(hot, ana)).reads).toBe(0);
    }
    const ids: Record<string, string> = {};
    const post = (name: string, eatenAt: string, grams: number) => async () => {
      const res = await ana.client.post('/api/meals', meal(eatenAt, grams));
      ids[name] = res.body.id;
      return res;
    };
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['refeição registrada', post('almoço', '2026-11-22T14:00:00Z', 150)],
      [
        'porção editada',
        () => ana.client.send('PATCH', `/api/meals/${ids.almoço}`, { items: [{ foodId: 'taco-3', grams: 300 }] }),
      ],
      ['refeição de ontem (sequência)', post('ontem', '2026-11-21T14:00:00Z', 100)],
      ['refeição apagada', () => ana.client.send('DELETE', `/api/meals/${ids.almoço}`)],
      [
        'água',
        async () => {
          const res = await ana.client.post('/api/water', { ml: 250 });
          ids.água = res.body.id;
          return res;
        },
      ],
      ['mais água', () => ana.client.post('/api/water', { ml: 300 })],
      ['água desfeita (DELETE /api/water/:id)', () => ana.client.send('DELETE', `/api/water/${ids.água}`)],
      ['água apagada direto no banco', () => t.db.delete(waterIntakes).where(eq(waterIntakes.userId, ana.userId))],
      ['metas', () => ana.client.put('/api/settings/goals', typedGoals())],
      [
        'refeições em lote direto no banco (uma semana)',
        () =>
          t.db.execute(sql`
            insert into meals (user_id, slot, eaten_at, local_date, energy_kcal, protein_g, carbs_g, fat_g, fiber_g,
                               sodium_mg, incomplete_nutrients, search_text, catalog_version, created_at, updated_at)
            select ${ana.userId}, 'jantar', (d + time '19:00') at time zone 'America/Sao_Paulo', d, 500, 20, 60, 15, 5,
                   400, '{}', 'arroz', 'lote', now(), now()
            from generate_series(date '2026-11-16', date '2026-11-22', interval '1 day') as g(d)`),
      ],
      [
        'refeição movida de ontem para hoje',
        () => ana.client.send('PATCH', `/api/meals/${ids.ontem}`, { eatenAt: '2026-11-22T13:00:00Z' }),
      ],
    ];
    let previous = (await answer(workers[0]!, ana)).body;
    for (const [change, write] of changes) {
      const result = (await write()) as { status?: number } | undefined;
      if (result?.status !== undefined) expect(result.status, change).toBeLessThan(300);
      for (const hot of workers) {
        const first = await answer(hot, ana);
        expect(first.reads, change).toBe(1);
        expect(first.body, `${change}: a escrita muda a resposta`).not.toBe(previous);
        expect((await answer(hot, ana)).reads, change).toBe(0);
      }
      previous = (await answer(workers[0]!, ana)).body;
    }
  });

  it('as escritas de outra pessoa não mandam reler o dia de ninguém', async () => {
    const bia = await person('bia.dia@example.com');
    const caio = await person('caio.dia@example.com');
    const hot = dayStatsBySession(t.db);
    await answer(hot, bia);
    expect((await caio.client.post('/api/meals', meal('2026-11-22T14:00:00Z', 100))).status).toBe(201);
    expect((await caio.client.post('/api/water', { ml: 300 })).status).toBe(201);
    expect((await caio.client.put('/api/me/onboarding', validOnboarding())).status).toBeLessThan(300);
    expect((await answer(hot, bia)).reads).toBe(0);
    expect((await answer(hot, caio)).reads).toBe(1);
  });

  it('cada dia pedido é uma resposta guardada à parte; com o limite cheio, sai a usada há mais tempo', async () => {
    const duda = await person('duda.dia@example.com');
    expect((await duda.client.post('/api/meals', meal('2026-11-21T14:00:00Z', 200))).status).toBe(201);
    const hot = dayStatsBySession(t.db, 2);
    const yesterday = await answer(hot, duda, '2026-11-21');
    const today = await answer(hot, duda, TODAY);
    expect([yesterday.reads, today.reads]).toEqual([1, 1]);
    expect(yesterday.body).not.toBe(today.body);
    expect((await answer(hot, duda, '2026-11-21')).reads).toBe(0);
    expect(hot.kept()).toBe(2);
    expect((await answer(hot, duda, '2026-11-23')).reads).toBe(1);
    expect(hot.kept()).toBe(2);
    expect((await answer(hot, duda, '2026-11-21')).reads).toBe(0); // asked again after today: kept
    expect((await answer(hot, duda, TODAY)).reads).toBe(1); // the least recently used, dropped for the third day
  });

  it('sessão encerrada ou conta apagada: nada guardado responde, o caminho comum decide', async () => {
    const edu = await person('edu.dia@example.com');
    const hot = dayStatsBySession(t.db);
    await answer(hot, edu);
    expect((await edu.client.post('/api/auth/logout')).status).toBeLessThan(300);
    expect(await hot(edu.hash, t.clock.now(), TODAY)).toBeNull();

    const fabi = await person('fabi.dia@example.com');
    expect((await fabi.client.post('/api/meals', meal('2026-11-22T14:00:00Z', 100))).status).toBe(201);
    await answer(hot, fabi);
    await t.db.delete(users).where(eq(users.id, fabi.userId)); // meals, totals and water go in the cascade
    expect(await hot(fabi.hash, t.clock.now(), TODAY)).toBeNull();
  });
});
