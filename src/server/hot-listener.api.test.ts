import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consents, sessions, subscriptions, users } from './db/schema';
import { granolaLabel } from './test/request-bodies';
import { TEST_ORIGIN, browser, createTestApp, validOnboarding, validSignup, type TestApp } from './test/test-app';
import { startHotFront } from './test/hot-front';

// The node:http front (decision 0023) against the Hono app it stands before:
// the same bytes and headers for what it answers, and Hono for everything else.

let t: TestApp;
let hot: Awaited<ReturnType<typeof startHotFront>>;
let base: string;
let handedOver: string[];
let both: typeof hot.both;
let person: typeof hot.person;

beforeAll(async () => {
  // The front reads the primary; held to Hono's bytes, Hono must read it too, not the run's replica (decision 0064).
  t = await createTestApp({ replica: null }); // clock: 2026-11-22T15:00:00Z = 12:00 in São Paulo
  hot = await startHotFront(t);
  ({ base, handedOver, both, person } = hot);
});
afterAll(async () => {
  await hot.close();
  await t.close();
});

const VARYING = ['date', 'x-request-id', 'connection', 'keep-alive', 'content-length'];
const headersOf = (headers: Headers) =>
  Object.fromEntries([...headers].filter(([name]) => !VARYING.includes(name)).sort(([a], [b]) => a.localeCompare(b)));

describe('rotas quentes à frente do Hono', () => {
  it('respondem o mesmo que o Hono, byte a byte, com os mesmos cabeçalhos de segurança', async () => {
    const ana = await person('ana.hot@example.com');
    for (const [slot, eatenAt, foodId] of [
      ['cafe', '2026-11-22T10:00:00Z', 'taco-3'],
      ['almoco', '2026-11-21T15:00:00Z', 'taco-561'],
      ['jantar', '2026-11-22T02:30:00Z', 'taco-3'], // 23:30 of the 21st in São Paulo
    ] as const) {
      expect((await ana.client.post('/api/meals', { slot, eatenAt, items: [{ foodId, grams: 150 }] })).status).toBe(
        201,
      );
    }
    expect((await ana.client.post('/api/water', { ml: 250 })).status).toBe(201);
    for (const path of [
      '/api/health',
      '/api/stats/day',
      '/api/me',
      '/api/meals',
      '/api/meals?q=arroz&limit=1',
      '/api/meals?q=feij%C3%A3o',
      '/api/foods?q=arroz',
      '/api/foods?q=feij%C3%A3o&limit=3',
      '/api/foods?q=arroz', // the kept answer
    ]) {
      const r = await both(path, ana.cookie);
      expect(r.answeredByFront, path).toBe(true);
      expect(r.front.status, path).toBe(200);
      expect(r.frontBody, path).toBe(r.honoBody);
      expect(headersOf(r.front.headers), path).toEqual(headersOf(r.hono.headers));
      expect(r.front.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(Number(r.front.headers.get('content-length')), path).toBe(Buffer.byteLength(r.frontBody));
    }
    const meals = JSON.parse((await both('/api/meals', ana.cookie)).frontBody);
    expect(meals.items.map((m: { localDate: string }) => m.localDate)).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-21',
    ]);
    const tagged = await fetch(`${base}/api/health`, { headers: { 'x-request-id': 'pedido-123456' } });
    expect(tagged.headers.get('x-request-id')).toBe('pedido-123456');
  });

  it('GET /api/me: o mesmo que o Hono em cada estado da conta, do cadastro à assinatura', async () => {
    // Signed up only: no profile, no targets, the default meals per day; a name JSON must escape.
    const client = browser(t.app);
    const email = 'ze.me.hot@example.com';
    const signup = await client.post(
      '/api/auth/signup',
      validSignup({ email, name: 'Zé "Aspas" \\ Barra </script> ☕ 𝄞' }),
    );
    expect(signup.status).toBe(201);
    const cookie = `nutri_session=${client.jar.get('nutri_session')}`;
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const userId = user!.id;
    const states: Array<[string, () => Promise<unknown>]> = [
      ['cadastro', async () => undefined],
      ['perfil', () => client.put('/api/me/onboarding', validOnboarding({ heightCm: 165.3, weightKg: 61.7 }))],
      [
        'assinatura ativa, cancelamento no fim do período',
        () =>
          t.db.insert(subscriptions).values({
            userId,
            status: 'active',
            provider: 'sandbox',
            startedAt: new Date('2026-11-01T12:34:56.789Z'),
            priceCents: 2990,
            cardBrand: 'visa',
            cardLast4: '4242',
            currentPeriodEndsAt: new Date('2026-12-01T12:34:56.789Z'),
            cancelAtPeriodEnd: true,
            updatedAt: t.clock.now(),
          }),
      ],
      [
        'pagamento em atraso',
        () =>
          t.db
            .update(subscriptions)
            .set({ status: 'past_due', cancelAtPeriodEnd: false, pastDueSince: new Date('2026-11-20T03:00:00.001Z') })
            .where(eq(subscriptions.userId, userId)),
      ],
      [
        'termos de uma versão antiga',
        () => t.db.update(consents).set({ version: '1999-01-01' }).where(eq(consents.userId, userId)),
      ],
      [
        'encerrada',
        () =>
          t.db
            .update(subscriptions)
            .set({ status: 'expired', endedAt: new Date('2026-11-21T00:00:00Z') })
            .where(eq(subscriptions.userId, userId)),
      ],
    ];
    const seen = new Set<string>();
    for (const [state, change] of states) {
      await change();
      const r = await both('/api/me', cookie);
      expect(r.answeredByFront, state).toBe(true);
      expect(r.front.status, state).toBe(200);
      expect(r.frontBody, state).toBe(r.honoBody);
      seen.add(r.frontBody);
    }
    expect(seen.size).toBe(states.length); // every state changed the answer: none of them was a no-op
  });

  it('GET /api/meals: o mesmo que o Hono com itens de toda fonte, nota, páginas e a janela de 7 dias', async () => {
    const fabi = await person('fabi.hot@example.com');
    const granola = await fabi.client.post('/api/my-foods', granolaLabel); // no sodium: an incomplete figure
    expect(granola.status).toBe(201);
    const note = 'Almoço "de domingo" \\ com </script> ☕ 𝄞';
    const first = await fabi.client.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-22T14:59:59.123Z',
      note,
      items: [
        { foodId: 'taco-3', grams: 150 },
        { foodId: 'usda-fndds-92101610', grams: 200 },
        { foodId: 'recipe-arroz-e-feijao', grams: 300 },
        { foodId: granola.body.id, quantity: 1, measureId: 'xicara-de-cha' },
        { foodId: 'calorias-avulsas', energyKcal: 300, proteinG: 12.5 },
      ],
    });
    expect(first.status).toBe(201);
    for (const day of [21, 20, 18, 15, 12]) {
      const logged = await fabi.client.post('/api/meals', {
        slot: 'jantar',
        eatenAt: `2026-11-${day}T22:00:00Z`,
        items: [{ foodId: 'taco-3', grams: 100 + day }],
      });
      expect(logged.status).toBe(201);
    }
    const paths = [
      '/api/meals',
      '/api/meals?limit=2',
      '/api/meals?limit=6',
      '/api/meals?limit=50',
      '/api/meals?q=arroz&limit=3',
      '/api/meals?q=GRANOLA',
      '/api/meals?q=nada%20disso',
      '/api/meals?q=%25',
      '/api/meals?q=%20',
    ];
    const compare = async (when: string) => {
      const bodies = [];
      for (const path of paths) {
        const r = await both(path, fabi.cookie);
        expect(r.answeredByFront, `${when} ${path}`).toBe(true);
        expect(r.frontBody, `${when} ${path}`).toBe(r.honoBody);
        bodies.push(JSON.parse(r.frontBody));
      }
      return bodies;
    };
    const premium = await compare('no teste grátis');
    expect(premium[0].items[0]).toMatchObject({ note, eatenAt: '2026-11-22T14:59:59.123Z' });
    expect(premium[0].items[0].items.map((i: { foodSource: string }) => i.foodSource)).toEqual([
      'taco',
      'usda',
      'recipe',
      'custom',
      'quick',
    ]);
    expect(premium[1].nextCursor).not.toBeNull();
    expect(premium[2].nextCursor).toBeNull(); // exactly six meals
    await t.db
      .update(users)
      .set({ trialEndsAt: sql`${t.clock.now().toISOString()}::timestamptz - interval '1 day'` })
      .where(eq(users.id, fabi.userId));
    const limited = await compare('sem Premium');
    expect(limited[0].limitedFrom).toBe('2026-11-16');
    expect(limited[0].items.map((m: { localDate: string }) => m.localDate)).toEqual([
      '2026-11-22',
      '2026-11-21',
      '2026-11-20',
      '2026-11-18',
    ]);
    expect(limited[1].nextCursor).not.toBeNull();
    expect(limited[2].nextCursor).toBeNull(); // the window cut the page: nothing older to fetch

    // Figures PostgreSQL would write with an exponent (no meal logged through the API reaches them): Hono answers.
    await t.db.execute(sql`update meals set energy_kcal = 1234567, fiber_g = 0.00005 where user_id = ${fabi.userId}`);
    const huge = await both('/api/meals?limit=1', fabi.cookie);
    expect(huge.answeredByFront).toBe(false);
    expect(huge.front.status).toBe(200);
    expect(JSON.parse(huge.frontBody).items[0].totals).toMatchObject({ energyKcal: 1234567, fiberG: 0.00005 });
  });

  it('a busca de alimentos de quem tem alimentos próprios fica com o Hono, que os põe primeiro', async () => {
    const clara = await person('clara.hot@example.com');
    expect((await both('/api/foods?q=arroz%20branco&limit=3', clara.cookie)).answeredByFront).toBe(true);
    const own = await clara.client.post('/api/my-foods', { ...granolaLabel, name: 'Arroz branco', synonyms: [] });
    expect(own.status).toBe(201);
    const r = await both('/api/foods?q=arroz%20branco&limit=3', clara.cookie);
    expect(r.answeredByFront).toBe(false);
    expect(r.front.status).toBe(200);
    expect(r.frontBody).toBe(r.honoBody);
    expect(JSON.parse(r.frontBody).items[0]).toMatchObject({ id: own.body.id });
  });

  it('leem o cookie de sessão entre outros cookies como o Hono lê', async () => {
    const duda = await person('duda.hot@example.com');
    const token = duda.cookie.slice('nutri_session='.length);
    for (const [cookie, front, status] of [
      [`tema=escuro; ${duda.cookie}; outro=1`, true, 200],
      [`tema=escuro;${duda.cookie}`, true, 200], // without the space: through Hono's parser
      [`nutri_session="${token}"`, true, 200], // quoted: through Hono's parser
      [`xnutri_session=${token}`, false, 401],
      [`nutri_session=${token}x`, false, 401],
    ] as const) {
      const r = await both('/api/me', cookie);
      expect(r.answeredByFront, cookie).toBe(front);
      expect(r.front.status, cookie).toBe(status);
      expect(r.frontBody, cookie).toBe(r.honoBody);
    }
  });

  it('deixam para o Hono o que não tratam: sem sessão, sessão encerrada, outros parâmetros, escrita', async () => {
    const bia = await person('bia.hot@example.com');
    const cases: Array<[string, string | undefined, number]> = [
      ['/api/stats/day', undefined, 401],
      ['/api/me', 'nutri_session=nao-existe', 401],
      ['/api/foods?q=arroz', `nutri_session=${'x'.repeat(101)}`, 401],
      ['/api/stats/day?date=2026-11-20&x=1', bia.cookie, 200],
      ['/api/stats/day?date=ontem', bia.cookie, 400],
      ['/api/meals?limit=0', bia.cookie, 400],
      ['/api/meals?slot=cafe', bia.cookie, 200],
      ['/api/foods?q=', bia.cookie, 400],
      ['/api/stats/day/', bia.cookie, 404],
    ];
    for (const [path, cookie, status] of cases) {
      const r = await both(path, cookie);
      expect(r.answeredByFront, path).toBe(false);
      expect(r.front.status, path).toBe(status);
      expect(r.frontBody, path).toBe(r.honoBody);
    }
    handedOver.length = 0;
    const created = await fetch(`${base}/api/water`, {
      method: 'POST',
      headers: { cookie: bia.cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' },
      body: JSON.stringify({ ml: 200 }),
    });
    expect(created.status).toBe(201);
    expect(handedOver).toEqual(['POST /api/water']);

    // Logging out ends the session at once: the very next hot GET is refused.
    expect((await both('/api/stats/day', bia.cookie)).answeredByFront).toBe(true);
    await bia.client.post('/api/auth/logout');
    const after = await both('/api/stats/day', bia.cookie);
    expect(after.answeredByFront).toBe(false);
    expect(after.front.status).toBe(401);
  });

  it('uma sessão parada há mais de uma hora é renovada pelo caminho comum, depois volta ao rápido', async () => {
    const caio = await person('caio.hot@example.com');
    t.clock.advance(2 * 3_600_000);
    try {
      const first = await both('/api/me', caio.cookie);
      expect(first.answeredByFront).toBe(false);
      expect(first.front.status).toBe(200);
      const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, caio.userId));
      expect(row!.lastSeenAt.getTime()).toBe(t.clock.now().getTime());
      expect((await both('/api/me', caio.cookie)).answeredByFront).toBe(true);
    } finally {
      t.clock.advance(-2 * 3_600_000);
    }
  });

  it('cada pessoa vê só o que é seu; sem Premium o histórico para em 7 dias, como no Hono', async () => {
    const dani = await person('dani.hot@example.com');
    const edu = await person('edu.hot@example.com');
    for (const eatenAt of ['2026-11-22T11:00:00Z', '2026-11-10T11:00:00Z']) {
      await dani.client.post('/api/meals', { slot: 'almoco', eatenAt, items: [{ foodId: 'taco-3', grams: 100 }] });
    }
    const mine = await both('/api/meals?q=arroz', edu.cookie);
    expect(mine.answeredByFront).toBe(true);
    expect(JSON.parse(mine.frontBody).items).toEqual([]);
    expect(JSON.parse((await both('/api/stats/day', edu.cookie)).frontBody).mealsLogged).toBe(0);

    await t.db
      .update(users)
      .set({ trialEndsAt: sql`${t.clock.now().toISOString()}::timestamptz - interval '1 day'` })
      .where(eq(users.id, dani.userId));
    const limited = await both('/api/meals?q=arroz', dani.cookie);
    expect(limited.answeredByFront).toBe(true);
    expect(limited.frontBody).toBe(limited.honoBody);
    const page = JSON.parse(limited.frontBody);
    expect(page.limitedFrom).toBe('2026-11-16');
    expect(page.items.map((m: { localDate: string }) => m.localDate)).toEqual(['2026-11-22']);
  });
});
