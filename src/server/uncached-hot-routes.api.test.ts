import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './db/schema';
import { startHotFront } from './test/hot-front';
import { createTestApp, type TestApp } from './test/test-app';

// The uncached reads in the front (decision 0051): any day's statistics, a period and a history page after a
// cursor, held to Hono's bytes and headers; what they do not handle still goes to Hono.

let t: TestApp;
let front: Awaited<ReturnType<typeof startHotFront>>;

beforeAll(async () => {
  // The front reads the primary; held to Hono's bytes, Hono must read it too, not the run's replica (decision 0064).
  t = await createTestApp({ replica: null }); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
  front = await startHotFront(t);
});
afterAll(async () => {
  await front.close();
  await t.close();
});

/** Answered by the front, with Hono's status, bytes and headers. */
async function sameAsHono(path: string, cookie: string) {
  const r = await front.both(path, cookie);
  expect(r.answeredByFront, path).toBe(true);
  expect(r.front.status, path).toBe(200);
  expect(r.frontBody, path).toBe(r.honoBody);
  expect(r.front.headers.get('cache-control'), path).toBe(r.hono.headers.get('cache-control'));
  expect(Number(r.front.headers.get('content-length')), path).toBe(Buffer.byteLength(r.frontBody));
  return JSON.parse(r.frontBody);
}

/** A person with meals over three weeks (every slot, two São Paulo midnights), water on two days and weights. */
async function loggedPerson(email: string) {
  const p = await front.person(email);
  const meals: Array<[string, string, string, number]> = [
    ['cafe', '2026-11-22T10:00:00Z', 'taco-3', 150],
    ['almoco', '2026-11-21T15:00:00Z', 'taco-561', 200],
    ['jantar', '2026-11-21T02:30:00Z', 'taco-3', 90], // 23:30 of the 20th in São Paulo
    ['lanche', '2026-11-18T19:00:00Z', 'taco-53', 50],
    ['ceia', '2026-11-12T01:00:00Z', 'taco-3', 80], // 22:00 of the 11th
    ['almoco', '2026-11-03T15:00:00Z', 'taco-561', 123.4],
  ];
  for (const [slot, eatenAt, foodId, grams] of meals) {
    const logged = await p.client.post('/api/meals', { slot, eatenAt, items: [{ foodId, grams }] });
    expect(logged.status).toBe(201);
  }
  for (const at of ['2026-11-21T12:00:00Z', '2026-11-21T18:00:00Z', '2026-11-12T12:00:00Z']) {
    expect((await p.client.post('/api/water', { ml: 250, at })).status).toBe(201);
  }
  for (const [date, weightKg] of [
    ['2026-11-20', 71.3],
    ['2026-11-05', 72.15],
  ] as const) {
    expect((await p.client.post('/api/weights', { date, weightKg })).status).toBe(201);
  }
  return p;
}

describe('leituras sem resposta guardada, à frente do Hono', () => {
  it('GET /api/stats/day?date=: qualquer dia, o mesmo que o Hono', async () => {
    const ana = await loggedPerson('ana.uncached@example.com');
    for (const date of [
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-12',
      '2026-11-11',
      '2026-10-01',
      '2027-01-01',
    ]) {
      const day = await sameAsHono(`/api/stats/day?date=${date}`, ana.cookie);
      expect(day.date).toBe(date);
    }
    expect((await sameAsHono('/api/stats/day?date=2026-11-21', ana.cookie)).waterMl).toBe(500);
    expect((await sameAsHono('/api/stats/day?date=2026-11-21', ana.cookie)).streakDays).toBe(2);
  });

  it('GET /api/stats/range: o mesmo que o Hono em 1, 7, 30 e 90 dias, e com a janela de 7 dias sem Premium', async () => {
    const bia = await loggedPerson('bia.uncached@example.com');
    const ranges = [
      ['2026-11-22', '2026-11-22'],
      ['2026-11-16', '2026-11-22'],
      ['2026-10-24', '2026-11-22'],
      ['2026-08-25', '2026-11-22'],
      ['2026-11-01', '2026-11-10'],
      ['2025-11-22', '2026-11-22'], // 366 days, the longest
    ];
    for (const [from, to] of ranges) await sameAsHono(`/api/stats/range?from=${from}&to=${to}`, bia.cookie);
    const month = await sameAsHono('/api/stats/range?from=2026-10-24&to=2026-11-22', bia.cookie);
    expect(month.mealsBySlot).toEqual({ cafe: 1, almoco: 2, lanche: 1, jantar: 1, ceia: 1 });
    expect(month.weights).toEqual([
      { date: '2026-11-05', weightKg: 72.15 },
      { date: '2026-11-20', weightKg: 71.3 },
      { date: '2026-11-22', weightKg: 60 }, // the onboarding's
    ]);
    expect(month.limitedFrom).toBeNull();

    await t.db
      .update(users)
      .set({ trialEndsAt: sql`${t.clock.now().toISOString()}::timestamptz - interval '1 day'` })
      .where(eq(users.id, bia.userId));
    for (const [from, to] of [...ranges, ['2026-11-01', '2026-11-10']]) {
      await sameAsHono(`/api/stats/range?from=${from}&to=${to}`, bia.cookie);
    }
    const limited = await sameAsHono('/api/stats/range?from=2026-10-24&to=2026-11-22', bia.cookie);
    expect(limited.from).toBe('2026-11-16');
    expect(limited.limitedFrom).toBe('2026-11-16');
    expect(limited.mealsBySlot).toEqual({ cafe: 1, almoco: 1, lanche: 1, jantar: 1, ceia: 0 });
    expect(limited.weights).toEqual([
      { date: '2026-11-20', weightKg: 71.3 },
      { date: '2026-11-22', weightKg: 60 },
    ]);
  });

  it('GET /api/meals?cursor=: cada página seguinte o mesmo que o Hono, até a última, com e sem busca', async () => {
    const caio = await loggedPerson('caio.uncached@example.com');
    for (const first of ['/api/meals?limit=2', '/api/meals?q=arroz&limit=1']) {
      let page = await sameAsHono(first, caio.cookie);
      let pages = 1;
      while (page.nextCursor) {
        const path = `${first}&cursor=${page.nextCursor}`;
        page = await sameAsHono(path, caio.cookie);
        pages += 1;
      }
      expect(pages, first).toBe(3);
    }
    await t.db
      .update(users)
      .set({ trialEndsAt: sql`${t.clock.now().toISOString()}::timestamptz - interval '1 day'` })
      .where(eq(users.id, caio.userId));
    const first = await sameAsHono('/api/meals?limit=2', caio.cookie);
    const second = await sameAsHono(`/api/meals?limit=2&cursor=${first.nextCursor}`, caio.cookie);
    // The window (from 2026-11-16) cut the second page: nothing older to fetch.
    expect(second.items.map((m: { localDate: string }) => m.localDate)).toEqual(['2026-11-20', '2026-11-18']);
    expect(second.nextCursor).toBeNull();
  });

  it('deixam para o Hono o que não tratam: datas inválidas, períodos longos, cursores estranhos, outros filtros', async () => {
    const dani = await front.person('dani.uncached@example.com');
    const cases: Array<[string, string | undefined, number]> = [
      ['/api/stats/day?date=2026-11-20', undefined, 401],
      ['/api/stats/day?date=ontem', dani.cookie, 400],
      ['/api/stats/day?date=2026-11-20&x=1', dani.cookie, 200],
      ['/api/stats/range?from=2026-11-22&to=2026-11-01', dani.cookie, 400],
      ['/api/stats/range?from=2025-11-21&to=2026-11-22', dani.cookie, 400], // 367 days
      ['/api/stats/range?from=2026-11-01', dani.cookie, 400],
      ['/api/stats/range?from=2026-11-01&to=2026-11-22', 'nutri_session=nao-existe', 401],
      ['/api/meals?cursor=nao-e-cursor', dani.cookie, 400],
      ['/api/meals?cursor=MDAwMC0wMS0wMXxhYmM', dani.cookie, 400],
      [
        '/api/meals?slot=cafe&cursor=MjAyNi0xMS0yMlQxMDowMDowMC4wMDBafGZmZmZmZmZmLWZmZmYtNGZmZi1iZmZmLWZmZmZmZmZmZmZmZg',
        dani.cookie,
        200,
      ],
    ];
    for (const [path, cookie, status] of cases) {
      const r = await front.both(path, cookie);
      expect(r.answeredByFront, path).toBe(false);
      expect(r.front.status, path).toBe(status);
      expect(r.frontBody, path).toBe(r.honoBody);
    }
  });
});
