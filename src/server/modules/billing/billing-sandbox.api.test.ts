import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../../contracts/billing';
import { addMonthsInSaoPaulo } from '../../../domain/calendar/add-months';
import { GRACE_PERIOD_MS } from '../../../domain/billing/subscription';
import {
  DAY,
  TEST_CARD,
  emailSubjects,
  invoicesOf,
  moveClockTo,
  newPerson,
  sandboxChargesOf,
  subscribeWith,
} from '../../test/billing-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscriptionOf = async (person: Awaited<ReturnType<typeof newPerson>>) => {
  const res = await person.get('/api/billing/subscription');
  expect(res.status).toBe(200);
  return subscriptionSchema.parse(res.body);
};

describe('assinatura no sandbox: trial → assinar → active', () => {
  it.each([
    ['visa', TEST_CARD.visa, '4242'],
    ['mastercard', TEST_CARD.mastercard, '4444'],
    ['elo', TEST_CARD.elo, '8311'],
    ['amex', TEST_CARD.amex, '0005'],
  ])(
    'com o cartão de teste %s: nada cobrado no trial, primeira cobrança no fim do trial',
    async (brand, number, last4) => {
      const ana = await newPerson(t);
      const before = await subscriptionOf(ana);
      expect(before).toMatchObject({ status: 'trialing', subscribed: false, card: null, priceCents: 4990 });

      const { started, paid } = await subscribeWith(ana, number);
      expect(started.status).toBe(201);
      expect(started.body.checkoutUrl).toMatch(/^\/assinatura\/teste\/[0-9a-f-]{36}$/);
      expect(paid?.status).toBe(200);
      expect(paid?.body.returnUrl).toBe('http://localhost:3000/dashboard/settings#assinatura');

      const trialing = await subscriptionOf(ana);
      expect(trialing).toMatchObject({
        status: 'trialing',
        subscribed: true,
        card: { brand, last4 },
        priceCents: 4990,
        nextChargeAt: before.trialEndsAt,
      });
      // /api/me tells the shell the trial is paid for, so it stops offering to subscribe.
      expect((await ana.get('/api/me')).body.subscription).toMatchObject({
        status: 'trialing',
        subscribed: true,
        nextChargeAt: before.trialEndsAt,
      });
      expect(await invoicesOf(t.db, ana.id)).toEqual([]);
      expect(await sandboxChargesOf(t.db, ana.id)).toEqual([]);

      moveClockTo(t, new Date(before.trialEndsAt));
      await t.billing.sweep();
      const active = await subscriptionOf(ana);
      const periodEnd = addMonthsInSaoPaulo(new Date(before.trialEndsAt), 1).toISOString();
      expect(active).toMatchObject({ status: 'active', currentPeriodEndsAt: periodEnd, nextChargeAt: periodEnd });
      const invoices = await invoicesOf(t.db, ana.id);
      expect(invoices).toHaveLength(1);
      expect(invoices[0]).toMatchObject({ status: 'paid', amountCents: 4990, cardBrand: brand, cardLast4: last4 });
      expect((await ana.get('/api/me')).body.subscription).toMatchObject({
        status: 'active',
        currentPeriodEndsAt: periodEnd,
      });
      expect(await emailSubjects(t.db, ana.email)).toContain('Assinatura Nutri Premium confirmada');
    },
  );

  it('assinar depois do trial cobra na hora e ativa', async () => {
    const bia = await newPerson(t, 'Bia Lima');
    const trialEnd = new Date((await subscriptionOf(bia)).trialEndsAt);
    moveClockTo(t, new Date(trialEnd.getTime() + 3 * DAY));
    expect((await subscriptionOf(bia)).status).toBe('expired');
    const { paid } = await subscribeWith(bia, TEST_CARD.elo);
    expect(paid?.status).toBe(200);
    const s = await subscriptionOf(bia);
    expect(s).toMatchObject({ status: 'active', card: { brand: 'elo', last4: '8311' } });
    expect(s.currentPeriodEndsAt).toBe(addMonthsInSaoPaulo(t.clock.now(), 1).toISOString());
    expect(await invoicesOf(t.db, bia.id)).toHaveLength(1);
  });
});

describe('cartões recusados e cartões reais', () => {
  it('o cartão de recusa é recusado e nada fica assinado', async () => {
    const caio = await newPerson(t, 'Caio Reis');
    const { paid } = await subscribeWith(caio, TEST_CARD.decline);
    expect(paid?.status).toBe(402);
    expect(paid?.body.error).toMatchObject({ code: 'card_declined' });
    expect(await subscriptionOf(caio)).toMatchObject({ status: 'trialing', subscribed: false });
  });

  it.each([
    ['4111 1111 1111 1111', 'Modo de teste: use um dos cartões de teste listados. Cartões reais não são aceitos aqui.'],
    ['4242 4242 4242 4241', 'Número de cartão inválido'],
    ['6011 1111 1111 1117', 'Aceitamos Visa, Mastercard, Elo e American Express'],
  ])('recusa %s com mensagem clara', async (number, message) => {
    const davi = await newPerson(t, 'Davi Melo');
    const { paid } = await subscribeWith(davi, number);
    expect(paid?.status).toBe(400);
    expect(paid?.body.error.fields.cardNumber).toBe(message);
  });

  it('recusa cartão vencido e código de segurança do tamanho errado', async () => {
    const eva = await newPerson(t, 'Eva Prado');
    const started = await eva.post('/api/billing/subscribe');
    const id = String(started.body.checkoutUrl).split('/').pop();
    const res = await eva.post(`/api/billing/sandbox/checkouts/${id}`, {
      cardNumber: TEST_CARD.amex,
      expiry: '01/20',
      cvc: '123',
      holderName: 'Eva Prado',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toMatchObject({ expiry: 'Cartão vencido', cvc: 'Código de segurança inválido' });
  });

  it('a sessão de pagamento é só de quem a abriu', async () => {
    const fabio = await newPerson(t, 'Fábio Nunes');
    const gabi = await newPerson(t, 'Gabi Torres');
    const started = await fabio.post('/api/billing/subscribe');
    const id = String(started.body.checkoutUrl).split('/').pop();
    expect((await gabi.get(`/api/billing/sandbox/checkouts/${id}`)).status).toBe(404);
    const paid = await gabi.post(`/api/billing/sandbox/checkouts/${id}`, {
      cardNumber: TEST_CARD.visa,
      expiry: '12/30',
      cvc: '123',
      holderName: 'Gabi',
    });
    expect(paid.status).toBe(404);
    expect((await fabio.get(`/api/billing/sandbox/checkouts/${id}`)).status).toBe(200);
  });
});

describe('cancelar', () => {
  it('durante o trial: nenhuma cobrança, acesso até o fim do trial, e-mail de confirmação uma vez', async () => {
    const hugo = await newPerson(t, 'Hugo Alves');
    await subscribeWith(hugo, TEST_CARD.visa);
    const res = await hugo.post('/api/billing/cancel');
    expect(res.status).toBe(200);
    const trialEnd = new Date(res.body.trialEndsAt);
    expect(res.body).toMatchObject({
      status: 'canceled',
      cancelAtPeriodEnd: true,
      nextChargeAt: null,
      accessEndsAt: res.body.trialEndsAt,
    });
    expect((await hugo.post('/api/billing/cancel')).status).toBe(200); // twice: same answer, one e-mail

    moveClockTo(t, new Date(trialEnd.getTime() + DAY));
    await t.billing.sweep();
    expect(await subscriptionOf(hugo)).toMatchObject({ status: 'expired', subscribed: false });
    expect(await sandboxChargesOf(t.db, hugo.id)).toEqual([]);
    expect(await invoicesOf(t.db, hugo.id)).toEqual([]);
    const subjects = await emailSubjects(t.db, hugo.email);
    expect(subjects.filter((s) => s.startsWith('Cancelamento'))).toHaveLength(1);
  });

  it('depois do trial: acesso até o fim do período pago, sem nova cobrança; dá para desfazer antes', async () => {
    const iris = await newPerson(t, 'Iris Costa');
    await subscribeWith(iris, TEST_CARD.mastercard);
    const trialEnd = new Date((await subscriptionOf(iris)).trialEndsAt);
    moveClockTo(t, trialEnd);
    await t.billing.sweep();
    const active = await subscriptionOf(iris);
    const periodEnd = new Date(active.currentPeriodEndsAt!);

    moveClockTo(t, new Date(trialEnd.getTime() + 10 * DAY));
    const canceled = await iris.post('/api/billing/cancel');
    expect(canceled.body).toMatchObject({
      status: 'canceled',
      accessEndsAt: periodEnd.toISOString(),
      nextChargeAt: null,
    });
    const resumed = await iris.post('/api/billing/resume');
    expect(resumed.body).toMatchObject({
      status: 'active',
      cancelAtPeriodEnd: false,
      nextChargeAt: periodEnd.toISOString(),
    });
    await iris.post('/api/billing/cancel');

    moveClockTo(t, new Date(periodEnd.getTime() - 1000));
    await t.billing.sweep();
    expect((await subscriptionOf(iris)).entitlements.premium).toBe(true);
    moveClockTo(t, new Date(periodEnd.getTime() + DAY));
    await t.billing.sweep();
    expect(await subscriptionOf(iris)).toMatchObject({ status: 'expired' });
    expect(await sandboxChargesOf(t.db, iris.id)).toHaveLength(1); // only the first month
    expect((await iris.post('/api/billing/resume')).body.error.code).toBe('nothing_to_resume');
  });

  it('sem assinatura não há o que cancelar nem retomar', async () => {
    const joao = await newPerson(t, 'João Dias');
    expect((await joao.post('/api/billing/cancel')).body.error).toMatchObject({
      code: 'nothing_to_cancel',
      message: 'Não há assinatura para cancelar.',
    });
    expect((await joao.post('/api/billing/resume')).status).toBe(409);
  });
});

describe('renovação que falha, carência e troca de cartão', () => {
  it('o cartão que falha depois: past_due com carência, e-mail, nova tentativa com outro cartão volta a active', async () => {
    const lia = await newPerson(t, 'Lia Rocha');
    await subscribeWith(lia, TEST_CARD.failRenewals);
    const trialEnd = new Date((await subscriptionOf(lia)).trialEndsAt);
    moveClockTo(t, trialEnd);
    await t.billing.sweep();
    const periodEnd = new Date((await subscriptionOf(lia)).currentPeriodEndsAt!);

    moveClockTo(t, periodEnd);
    await t.billing.sweep();
    const late = await subscriptionOf(lia);
    expect(late).toMatchObject({
      status: 'past_due',
      accessEndsAt: new Date(periodEnd.getTime() + GRACE_PERIOD_MS).toISOString(),
    });
    expect(late.entitlements.premium).toBe(true);
    expect(await emailSubjects(t.db, lia.email)).toContain('Não conseguimos cobrar sua assinatura do Nutri');

    const { started, paid } = await subscribeWith(lia, TEST_CARD.visa, '/api/billing/card');
    expect(started.status).toBe(201);
    expect(paid?.status).toBe(200);
    const fixed = await subscriptionOf(lia);
    expect(fixed).toMatchObject({ status: 'active', card: { brand: 'visa', last4: '4242' }, priceCents: 4990 });
    const statuses = (await invoicesOf(t.db, lia.id)).map((i) => i.status);
    expect(statuses).toEqual(['paid', 'failed', 'paid']);

    // The replaced card's subscription never charges again.
    moveClockTo(t, new Date(periodEnd.getTime() + 6 * DAY));
    await t.billing.sweep();
    expect((await invoicesOf(t.db, lia.id)).map((i) => i.status)).toEqual(['paid', 'failed', 'paid']);
  });

  it('sem pagamento até o fim da carência, expira (retentativas em 1, 3 e 5 dias)', async () => {
    const mel = await newPerson(t, 'Mel Duarte');
    await subscribeWith(mel, TEST_CARD.failRenewals);
    const trialEnd = new Date((await subscriptionOf(mel)).trialEndsAt);
    moveClockTo(t, trialEnd);
    await t.billing.sweep();
    const periodEnd = new Date((await subscriptionOf(mel)).currentPeriodEndsAt!);
    for (const day of [0, 1, 3, 5]) {
      moveClockTo(t, new Date(periodEnd.getTime() + day * DAY));
      await t.billing.sweep();
    }
    expect((await sandboxChargesOf(t.db, mel.id)).map((c) => c.status)).toEqual([
      'approved',
      'rejected',
      'rejected',
      'rejected',
      'rejected',
    ]);
    await mel.login();
    expect((await subscriptionOf(mel)).status).toBe('past_due');
    moveClockTo(t, new Date(periodEnd.getTime() + GRACE_PERIOD_MS));
    await t.billing.sweep();
    await mel.login();
    expect(await subscriptionOf(mel)).toMatchObject({ status: 'expired', subscribed: false });
    expect((await emailSubjects(t.db, mel.email)).filter((s) => s.startsWith('Não conseguimos'))).toHaveLength(1);
  });
});

describe('idempotência do checkout', () => {
  it('pedir para assinar duas vezes devolve o mesmo checkout; já assinado, 409', async () => {
    const nina = await newPerson(t, 'Nina Souza');
    const a = await nina.post('/api/billing/subscribe');
    const b = await nina.post('/api/billing/subscribe');
    expect(b.body.checkoutUrl).toBe(a.body.checkoutUrl);
    const id = String(a.body.checkoutUrl).split('/').pop();
    const card = { cardNumber: TEST_CARD.visa, expiry: '12/30', cvc: '123', holderName: 'Nina' };
    expect((await nina.post(`/api/billing/sandbox/checkouts/${id}`, card)).status).toBe(200);
    expect((await nina.post(`/api/billing/sandbox/checkouts/${id}`, card)).status).toBe(200); // paying twice: no second subscription
    expect((await nina.post('/api/billing/subscribe')).body.error.code).toBe('already_subscribed');
  });
});
