import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCLAIMER_VERSION, TERMS_VERSION } from '../../../contracts/legal';
import { consents, subscriptions, users } from '../../db/schema';
import { tokenHash } from '../credentials/tokens';
import { SUBSCRIPTION_STATE_COLUMNS } from '../billing/subscription-state-cells';
import { browser, createTestApp, typedGoals, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { getMe } from './get-me';
import { meBySession } from './me-by-session';

// The hot GET /api/me keeps each account beside its state_version (migration 0016) and re-reads it only when the
// number moved. These tests hold it to Hono's answer (getMe, read fresh) after every kind of write, through the
// routes people use and straight in the database, and check that nothing else sends it back to the tables.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return { client, userId: user!.id, hash: tokenHash(client.jar.get('nutri_session')!) };
}

type Me = ReturnType<typeof meBySession>;

/** The hot answer, checked against Hono's, and how many times the account itself was read for it. */
async function answer(me: Me, who: { userId: string; hash: string }) {
  const before = me.stats.accountReads;
  const hot = await me(who.hash, t.clock.now());
  expect(hot?.userId).toBe(who.userId);
  expect(hot?.body).toBe(JSON.stringify(await getMe(t.db, who.userId, t.clock.now())));
  return { body: hot!.body, reads: me.stats.accountReads - before };
}

describe('GET /api/me rápido: a conta guardada e o número que a valida', () => {
  it('relê a conta só depois de uma mudança, em cada processo, e mostra a mudança já na chamada seguinte', async () => {
    const ana = await person('ana.versao@example.com');
    const workers = [meBySession(t.db), meBySession(t.db)]; // two processes (WORKERS=2) over one database
    for (const me of workers) {
      expect((await answer(me, ana)).reads).toBe(1);
      expect((await answer(me, ana)).reads).toBe(0);
    }
    const patch = (path: string, body: unknown) => ana.client.send('PATCH', path, body);
    const changes: Array<[string, () => Promise<unknown>]> = [
      ['perfil (onboarding)', () => ana.client.put('/api/me/onboarding', validOnboarding())],
      ['nome', () => patch('/api/settings/profile', { name: 'Ana Renomeada' })],
      ['metas', () => ana.client.put('/api/settings/goals', typedGoals())],
      ['consentimentos apagados', () => t.db.delete(consents).where(eq(consents.userId, ana.userId))],
      [
        'assinatura criada',
        () =>
          t.db.insert(subscriptions).values({
            userId: ana.userId,
            status: 'active',
            provider: 'sandbox',
            startedAt: new Date('2026-11-01T12:00:00Z'),
            priceCents: 2990,
            currentPeriodEndsAt: new Date('2026-12-01T12:00:00Z'),
            updatedAt: t.clock.now(),
          }),
      ],
      [
        'termos em vigor aceitos de novo',
        () =>
          t.db.insert(consents).values([
            { userId: ana.userId, kind: 'terms', version: TERMS_VERSION, acceptedAt: t.clock.now() },
            { userId: ana.userId, kind: 'disclaimer', version: DISCLAIMER_VERSION, acceptedAt: t.clock.now() },
          ]),
      ],
      [
        'assinatura cancelada no fim do período',
        () => t.db.update(subscriptions).set({ cancelAtPeriodEnd: true }).where(eq(subscriptions.userId, ana.userId)),
      ],
      [
        'termos de outra versão',
        () => t.db.update(consents).set({ version: '0.9' }).where(eq(consents.userId, ana.userId)),
      ],
    ];
    const seen = new Set([(await answer(workers[0]!, ana)).body]);
    for (const [change, write] of changes) {
      const result = (await write()) as { status?: number } | undefined;
      if (result?.status !== undefined) expect(result.status, change).toBeLessThan(300);
      for (const me of workers) {
        const first = await answer(me, ana);
        expect(first.reads, change).toBe(1);
        seen.add(first.body);
        expect((await answer(me, ana)).reads, change).toBe(0);
      }
    }
    expect(seen.size).toBe(changes.length + 1); // each write changed the answer: none of them was a no-op
  });

  it('o que não está na resposta não manda reler: a trava do ciclo de cobrança, uma refeição, água', async () => {
    const bia = await person('bia.versao@example.com');
    await t.db.insert(subscriptions).values({
      userId: bia.userId,
      status: 'active',
      provider: 'sandbox',
      startedAt: new Date('2026-11-01T12:00:00Z'),
      updatedAt: t.clock.now(),
    });
    const me = meBySession(t.db);
    await answer(me, bia);
    await t.db
      .update(subscriptions)
      .set({ nextReviewAt: new Date('2026-11-22T15:05:00Z') })
      .where(eq(subscriptions.userId, bia.userId));
    expect(
      (
        await bia.client.post('/api/meals', {
          slot: 'cafe',
          eatenAt: '2026-11-22T10:00:00Z',
          items: [{ foodId: 'taco-3', grams: 100 }],
        })
      ).status,
    ).toBe(201);
    expect((await bia.client.post('/api/water', { ml: 250 })).status).toBe(201); // moves day_version only (0017)
    expect((await answer(me, bia)).reads).toBe(0);
  });

  it('o gatilho de subscriptions cobre cada coluna da assinatura que a resposta lê', async () => {
    const { rows } = await t.db.$client.query<{ name: string }>(`
      select a.attname as name from pg_trigger g
      join pg_attribute a on a.attrelid = g.tgrelid and a.attnum = any (g.tgattr::int2[])
      where g.tgname = 'subscriptions_state_version'`);
    const watched = rows.map((r) => r.name);
    expect(SUBSCRIPTION_STATE_COLUMNS.filter((column) => !watched.includes(column))).toEqual([]);
  });

  it('cada pessoa recebe a sua conta; com o limite cheio, a mais antiga sai e é relida quando volta', async () => {
    const people = [
      await person('caio.versao@example.com'),
      await person('duda.versao@example.com'),
      await person('edu.versao@example.com'),
    ];
    const me = meBySession(t.db, 2);
    for (const who of people) expect((await answer(me, who)).reads).toBe(1);
    expect(me.kept()).toBe(2);
    expect((await answer(me, people[2]!)).reads).toBe(0);
    expect((await answer(me, people[0]!)).reads).toBe(1); // dropped when the third came in
    expect(me.kept()).toBe(2);
  });

  it('sessão encerrada ou conta apagada: nada guardado responde, o caminho comum decide', async () => {
    const fabi = await person('fabi.versao@example.com');
    const me = meBySession(t.db);
    await answer(me, fabi);
    expect((await fabi.client.post('/api/auth/logout')).status).toBeLessThan(300);
    expect(await me(fabi.hash, t.clock.now())).toBeNull();

    const gil = await person('gil.versao@example.com');
    await gil.client.put('/api/me/onboarding', validOnboarding());
    await answer(me, gil);
    await t.db.delete(users).where(eq(users.id, gil.userId)); // profile and consents go in the cascade
    expect(await me(gil.hash, t.clock.now())).toBeNull();
  });
});
