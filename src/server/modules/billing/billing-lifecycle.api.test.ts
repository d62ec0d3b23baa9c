import { Hono } from 'hono';
import pino from 'pino';
import { foodCatalogService } from '../foods/food-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxSender } from '../../adapters/email/outbox-sender';
import type { AppEnv } from '../../http/app-env';
import { handleError } from '../../http/errors';
import { loadSession } from '../../http/session';
import { findSession } from '../credentials/session-repository';
import {
  DAY,
  TEST_CARD,
  emailSubjects,
  moveClockTo,
  newPerson,
  sandboxChargesOf,
  subscribeWith,
} from '../../test/billing-helpers';
import { TEST_ORIGIN, createTestApp, type TestApp } from '../../test/test-app';
import { createBilling } from './create-billing';
import { requireEntitlement } from './require-entitlement';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A Premium-only route guarded exactly as the analysis and chat routes will be. */
function premiumProbe() {
  const app = new Hono<AppEnv>();
  app.onError(handleError);
  app.use(async (c, next) => {
    c.set('log', pino({ level: 'silent' }));
    await next();
  });
  app.use(loadSession((token, now) => findSession(t.db, token, now), t.clock.now));
  app.post('/photo', requireEntitlement({ db: t.db, clock: t.clock.now }, 'photo_analysis'), (c) =>
    c.json({ ok: true }),
  );
  app.post('/chat', requireEntitlement({ db: t.db, clock: t.clock.now }, 'chat'), (c) => c.json({ ok: true }));
  return app;
}

async function probe(path: string, cookie: string) {
  const res = await premiumProbe().request(path, { method: 'POST', headers: { cookie, origin: TEST_ORIGIN } });
  return { status: res.status, body: (await res.json()) as any };
}
const cookieOf = (person: Awaited<ReturnType<typeof newPerson>>) =>
  [...person.jar].map(([k, v]) => `${k}=${v}`).join('; ');

describe('trial expirado: paywall, mas os dados continuam', () => {
  it('análise por foto e chat pedem o Premium (402 com o preço à mão); login e /api/me seguem funcionando', async () => {
    const ana = await newPerson(t);
    expect((await probe('/photo', cookieOf(ana))).status).toBe(200);
    const me = await ana.get('/api/me');
    moveClockTo(t, new Date(me.body.trialEndsAt));

    const photo = await probe('/photo', cookieOf(ana));
    expect(photo).toEqual({
      status: 402,
      body: {
        error: {
          code: 'premium_required',
          message: 'Seu teste grátis terminou. Assine o Premium para usar as análises de refeição por foto.',
        },
      },
    });
    expect((await probe('/chat', cookieOf(ana))).body.error.message).toBe(
      'Seu teste grátis terminou. Assine o Premium para usar o chat com a nutricionista virtual.',
    );
    expect((await premiumProbe().request('/photo', { method: 'POST' })).status).toBe(401);

    const after = await ana.get('/api/me');
    expect(after.status).toBe(200);
    expect(after.body).toMatchObject({ subscription: { status: 'expired' }, targets: me.body.targets });
    expect((await ana.login()).status).toBe(200);
    const sub = await ana.get('/api/billing/subscription');
    expect(sub.body).toMatchObject({
      status: 'expired',
      priceCents: 4990,
      entitlements: { premium: false, historyDays: 7, features: { photo_analysis: false, chat: false } },
    });
    expect((await t.app.request('/api/pricing')).status).toBe(200);

    // Subscribing brings Premium back at once.
    await subscribeWith(ana, TEST_CARD.visa);
    expect((await probe('/photo', cookieOf(ana))).status).toBe(200);
  });
});

describe('preço de lançamento', () => {
  it('assinatura feita até 31/10/2025 23:59:59 (São Paulo) paga R$ 29,90 em todas as renovações; quem volta depois paga o preço atual', async () => {
    moveClockTo(t, new Date('2025-10-31T23:50:00-03:00'));
    const bia = await newPerson(t, 'Bia Lima');
    const started = await bia.post('/api/billing/subscribe');
    // The checkout was quoted before midnight; paying it at 00:05 on 01/11 keeps the launch price.
    moveClockTo(t, new Date('2025-11-01T00:05:00-03:00'));
    const id = String(started.body.checkoutUrl).split('/').pop();
    await bia.post(`/api/billing/sandbox/checkouts/${id}`, {
      cardNumber: TEST_CARD.elo,
      expiry: '12/30',
      cvc: '123',
      holderName: 'Bia Lima',
    });
    const sub = (await bia.get('/api/billing/subscription')).body;
    expect(sub).toMatchObject({ priceCents: 2990, launchPrice: true, regularPriceCents: 4990 });

    let periodEnd = new Date(sub.trialEndsAt);
    for (let month = 0; month < 3; month++) {
      moveClockTo(t, periodEnd);
      await t.billing.sweep();
      await bia.login();
      periodEnd = new Date((await bia.get('/api/billing/subscription')).body.currentPeriodEndsAt);
    }
    expect((await sandboxChargesOf(t.db, bia.id)).map((c) => c.amountCents)).toEqual([2990, 2990, 2990]);

    await bia.post('/api/billing/cancel');
    moveClockTo(t, new Date(periodEnd.getTime() + 10 * DAY));
    await t.billing.sweep();
    await bia.login();
    expect((await bia.get('/api/billing/subscription')).body).toMatchObject({ status: 'expired', priceCents: 4990 });
    await subscribeWith(bia, TEST_CARD.elo);
    expect((await bia.get('/api/billing/subscription')).body).toMatchObject({
      status: 'active',
      priceCents: 4990,
      launchPrice: false,
    });
    expect((await sandboxChargesOf(t.db, bia.id)).at(-1)?.amountCents).toBe(4990);
  });
});

describe('e-mail "seu trial termina em 2 dias"', () => {
  it('sai uma vez, quando faltam 2 dias', async () => {
    const caio = await newPerson(t, 'Caio Reis');
    const trialEnd = new Date((await caio.get('/api/me')).body.trialEndsAt);
    moveClockTo(t, new Date(trialEnd.getTime() - 2 * DAY - 60_000));
    await t.billing.sweep();
    expect(await emailSubjects(t.db, caio.email)).not.toContain('Seu teste grátis do Nutri termina em 2 dias');
    moveClockTo(t, new Date(trialEnd.getTime() - 2 * DAY + 60_000));
    await t.billing.sweep();
    await t.billing.sweep();
    moveClockTo(t, new Date(trialEnd.getTime() - DAY));
    await t.billing.sweep();
    const subjects = await emailSubjects(t.db, caio.email);
    expect(subjects.filter((s) => s === 'Seu teste grátis do Nutri termina em 2 dias')).toHaveLength(1);
  });
});

describe('vários servidores rodando o job ao mesmo tempo', () => {
  it('cada renovação devida é cobrada exatamente uma vez', async () => {
    const people = [];
    for (let i = 0; i < 12; i++) {
      const person = await newPerson(t, `Pessoa ${i}`);
      await subscribeWith(person, [TEST_CARD.visa, TEST_CARD.mastercard, TEST_CARD.elo, TEST_CARD.amex][i % 4]!);
      people.push(person);
    }
    const trialEnd = new Date((await people.at(-1)!.get('/api/me')).body.trialEndsAt);
    moveClockTo(t, new Date(trialEnd.getTime() + 60_000));
    const servers = Array.from({ length: 4 }, () =>
      createBilling(
        {
          db: t.db,
          clock: t.clock.now,
          log: pino({ level: 'silent' }),
          email: outboxSender(t.db),
          appUrl: new URL(TEST_ORIGIN),
          foods: foodCatalogService(),
          google: null,
        },
        { provider: 'sandbox' },
      ),
    );
    await Promise.all(servers.flatMap((s) => [s.sweep(), s.sweep()]));
    for (const person of people) {
      expect(await sandboxChargesOf(t.db, person.id)).toHaveLength(1);
      expect((await person.get('/api/billing/subscription')).body.status).toBe('active');
    }
  });
});
