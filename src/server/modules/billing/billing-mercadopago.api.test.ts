import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../../contracts/billing';
import { addMonthsInSaoPaulo } from '../../../domain/calendar/add-months';
import { DAY, invoicesOf, moveClockTo, newPerson } from '../../test/billing-helpers';
import { FAKE_MP_SECRET, FAKE_MP_TOKEN, startFakeMercadoPago, type FakeMercadoPago } from '../../test/fake-mercadopago';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let mp: FakeMercadoPago;
beforeAll(async () => {
  mp = await startFakeMercadoPago(() => t.clock.now());
  t = await createTestApp({
    payments: { provider: 'mercadopago', accessToken: FAKE_MP_TOKEN, webhookSecret: FAKE_MP_SECRET, apiUrl: mp.url },
  });
});
afterAll(async () => {
  await t.close();
  await mp.close();
});

type Delivery = ReturnType<FakeMercadoPago['webhook']>;
const deliver = async (w: Delivery) => {
  const res = await t.app.request(w.path, { method: 'POST', headers: w.headers, body: w.body });
  return { status: res.status, body: (await res.json()) as any };
};
type Person = Awaited<ReturnType<typeof newPerson>>;
const subscriptionOf = async (person: Person) =>
  subscriptionSchema.parse((await person.get('/api/billing/subscription')).body);

/** Subscribes through Mercado Pago's hosted checkout: our API opens it, the payer completes it there. */
async function subscribeAtMercadoPago(person: Person, method = 'visa', last4 = '4242') {
  const started = await person.post('/api/billing/subscribe');
  expect(started.status).toBe(201);
  const id = new URL(started.body.checkoutUrl).searchParams.get('preapproval_id')!;
  mp.authorize(id, method, last4);
  expect((await deliver(mp.webhook('subscription_preapproval', id))).status).toBe(200);
  return id;
}

const preapprovalReads = (id: string) => mp.requests.filter((r) => r === `GET /preapproval/${id}`).length;

describe('Mercado Pago: checkout hospedado e assinatura', () => {
  it('abre a assinatura com a 1ª cobrança no fim do trial, em BRL, e repete o mesmo checkout', async () => {
    const ana = await newPerson(t);
    const trialEndsAt = (await ana.get('/api/me')).body.trialEndsAt;
    const first = await ana.post('/api/billing/subscribe');
    const again = await ana.post('/api/billing/subscribe');
    expect(first.body.checkoutUrl).toMatch(
      /^https:\/\/www\.mercadopago\.com\.br\/subscriptions\/checkout\?preapproval_id=/,
    );
    expect(again.body.checkoutUrl).toBe(first.body.checkoutUrl);
    const pre = [...mp.preapprovals.values()].find((p) => p.payer_email === ana.email)!;
    expect(pre).toMatchObject({
      status: 'pending',
      external_reference: ana.id,
      back_url: 'http://localhost:3000/dashboard/settings#assinatura',
      auto_recurring: {
        frequency: 1,
        frequency_type: 'months',
        transaction_amount: 49.9,
        currency_id: 'BRL',
        start_date: trialEndsAt,
      },
    });
  });

  it.each([
    ['visa', 'visa', '4242'],
    ['master', 'mastercard', '4444'],
    ['elo', 'elo', '8311'],
    ['amex', 'amex', '0005'],
  ])('cartão %s: trialing sem cobrança, active na 1ª cobrança aprovada', async (method, brand, last4) => {
    const bia = await newPerson(t, 'Bia Lima');
    const id = await subscribeAtMercadoPago(bia, method, last4);
    const trialing = await subscriptionOf(bia);
    expect(trialing).toMatchObject({ status: 'trialing', subscribed: true, provider: 'mercadopago' });

    moveClockTo(t, new Date(trialing.trialEndsAt));
    const ap = mp.charge(id, true);
    expect((await deliver(mp.webhook('subscription_authorized_payment', ap.id))).status).toBe(200);
    const active = await subscriptionOf(bia);
    expect(active).toMatchObject({
      status: 'active',
      card: { brand, last4 },
      currentPeriodEndsAt: addMonthsInSaoPaulo(new Date(trialing.trialEndsAt), 1).toISOString(),
    });
    const invoices = await invoicesOf(t.db, bia.id);
    expect(invoices.map((i) => [i.status, i.amountCents, i.cardBrand])).toEqual([['paid', 4990, brand]]);
  });
});

describe('webhooks: assinatura, repetição e ordem', () => {
  it('recusa assinatura inválida, ausente ou de outro recurso', async () => {
    const caio = await newPerson(t, 'Caio Reis');
    const id = await subscribeAtMercadoPago(caio);
    const forged = mp.webhook('subscription_preapproval', id, { secret: 'not-the-secret' });
    expect(await deliver(forged)).toMatchObject({ status: 401, body: { error: { code: 'invalid_signature' } } });
    const unsigned = mp.webhook('subscription_preapproval', id);
    expect((await deliver({ ...unsigned, headers: { 'content-type': 'application/json' } as any })).status).toBe(401);
    const other = mp.webhook('subscription_preapproval', id);
    expect((await deliver({ ...other, path: other.path.replace(id, 'outro-id') })).status).toBe(401);
    expect((await t.app.request('/api/billing/webhooks/stripe', { method: 'POST' })).status).toBe(404);
  });

  it('recusa uma entrega capturada e reenviada mais de 5 minutos depois (replay)', async () => {
    const elis = await newPerson(t, 'Elis Prado');
    const id = await subscribeAtMercadoPago(elis);
    const captured = mp.webhook('subscription_preapproval', id, { requestId: `replay-${id}` });
    t.clock.advance(6 * 60_000);
    expect(await deliver(captured)).toMatchObject({ status: 401, body: { error: { code: 'invalid_signature' } } });
  });

  it('cada entrega relê a assinatura no provedor; a mesma entrega repetida é ignorada', async () => {
    const davi = await newPerson(t, 'Davi Melo');
    const id = await subscribeAtMercadoPago(davi);
    const reads = preapprovalReads(id);
    const w = mp.webhook('subscription_preapproval', id);
    expect((await deliver(w)).body).toEqual({ received: true, duplicate: false });
    expect(preapprovalReads(id)).toBeGreaterThan(reads);
    const afterFirst = preapprovalReads(id);
    expect((await deliver(w)).body).toEqual({ received: true, duplicate: true });
    expect(preapprovalReads(id)).toBe(afterFirst);
  });

  it('entregas fora de ordem chegam ao mesmo estado: renovação recusada → past_due, depois nova tentativa aprovada', async () => {
    const eva = await newPerson(t, 'Eva Prado');
    const started = await eva.post('/api/billing/subscribe');
    const id = new URL(started.body.checkoutUrl).searchParams.get('preapproval_id')!;
    mp.authorize(id, 'elo', '8311');
    const trialEnd = new Date((await eva.get('/api/me')).body.trialEndsAt);
    moveClockTo(t, trialEnd);
    const first = mp.charge(id, true);
    moveClockTo(t, addMonthsInSaoPaulo(trialEnd, 1));
    const renewal = mp.charge(id, false);
    // Newest first, the checkout's own notice last.
    await deliver(mp.webhook('subscription_authorized_payment', renewal.id));
    await deliver(mp.webhook('subscription_authorized_payment', first.id));
    await deliver(mp.webhook('subscription_preapproval', id));
    await eva.login();
    expect(await subscriptionOf(eva)).toMatchObject({ status: 'past_due', card: { brand: 'elo', last4: '8311' } });
    expect((await invoicesOf(t.db, eva.id)).map((i) => i.status)).toEqual(['paid', 'failed']);

    moveClockTo(t, new Date(t.clock.now().getTime() + 2 * DAY));
    mp.retry(renewal.id, true);
    await deliver(mp.webhook('subscription_authorized_payment', renewal.id));
    await deliver(mp.webhook('subscription_authorized_payment', first.id)); // a late, stale notice
    expect(await subscriptionOf(eva)).toMatchObject({ status: 'active' });
    expect((await invoicesOf(t.db, eva.id)).map((i) => i.status)).toEqual(['paid', 'paid']);
  });
});

describe('cancelar e retomar no Mercado Pago', () => {
  it('cancelar pausa a cobrança no provedor, retomar reativa; no fim do período a assinatura é encerrada lá', async () => {
    const fabio = await newPerson(t, 'Fábio Nunes');
    const id = await subscribeAtMercadoPago(fabio, 'amex', '0005');
    const trialEnd = new Date((await fabio.get('/api/me')).body.trialEndsAt);
    moveClockTo(t, trialEnd);
    await deliver(mp.webhook('subscription_authorized_payment', mp.charge(id, true).id));

    expect((await fabio.post('/api/billing/cancel')).body.status).toBe('canceled');
    expect(mp.preapprovals.get(id)!.status).toBe('paused');
    expect((await fabio.post('/api/billing/resume')).body.status).toBe('active');
    expect(mp.preapprovals.get(id)!.status).toBe('authorized');
    await fabio.post('/api/billing/cancel');

    const periodEnd = addMonthsInSaoPaulo(trialEnd, 1);
    moveClockTo(t, periodEnd);
    await t.billing.sweep();
    expect(mp.preapprovals.get(id)!.status).toBe('cancelled');
    await fabio.login();
    expect((await subscriptionOf(fabio)).status).toBe('expired');
  });

  it('a pessoa cancelando direto no Mercado Pago: acesso até o fim do período pago', async () => {
    const gabi = await newPerson(t, 'Gabi Torres');
    const id = await subscribeAtMercadoPago(gabi);
    const trialEnd = new Date((await gabi.get('/api/me')).body.trialEndsAt);
    moveClockTo(t, trialEnd);
    await deliver(mp.webhook('subscription_authorized_payment', mp.charge(id, true).id));
    mp.preapprovals.get(id)!.status = 'cancelled';
    await deliver(mp.webhook('subscription_preapproval', id));
    expect(await subscriptionOf(gabi)).toMatchObject({
      status: 'canceled',
      accessEndsAt: addMonthsInSaoPaulo(trialEnd, 1).toISOString(),
    });
  });
});

describe('confiabilidade: N entregas com duplicatas e ordem embaralhada', () => {
  it('o estado final é sempre o do provedor e nada é cobrado duas vezes', async () => {
    const ROUNDS = 10;
    let delivered = 0;
    let duplicatesSkipped = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const person = await newPerson(t, `Rodada ${round}`);
      const started = await person.post('/api/billing/subscribe');
      const id = new URL(started.body.checkoutUrl).searchParams.get('preapproval_id')!;
      const trialEnd = new Date((await person.get('/api/me')).body.trialEndsAt);
      // Each delivery 1–5 times (the provider's retries): the same x-request-id, signed when it is sent
      // (a signature older than 5 minutes is refused as a replay).
      const pending: Array<() => Delivery> = [];
      const notify = (topic: string, dataId: string | number) => {
        const requestId = randomUUID();
        const copies = 1 + ((round + pending.length) % 5);
        for (let i = 0; i < copies; i++) pending.push(() => mp.webhook(topic, dataId, { requestId }));
      };
      /** Delivers a shuffled share of what is pending, concurrently, while the provider keeps changing. */
      const flush = async (share: number) => {
        shuffle(pending, round);
        const batch = pending.splice(0, Math.ceil(pending.length * share));
        const results = await Promise.all(batch.map((send) => deliver(send())));
        delivered += results.length;
        duplicatesSkipped += results.filter((r) => r.body.duplicate).length;
        expect(results.every((r) => r.status === 200)).toBe(true);
      };

      mp.authorize(id, ['visa', 'master', 'elo', 'amex'][round % 4]!, '1234');
      notify('subscription_preapproval', id);
      await flush(0.5);
      let due = trialEnd;
      const charges = [];
      for (let month = 0; month < 4; month++) {
        moveClockTo(t, due);
        const approved = month !== 2; // the third charge is refused, then retried successfully
        const ap = mp.charge(id, approved);
        charges.push(ap);
        notify('subscription_authorized_payment', ap.id);
        notify('subscription_preapproval', id);
        await flush(0.4);
        if (!approved) {
          moveClockTo(t, new Date(due.getTime() + DAY));
          mp.retry(ap.id, true);
          notify('subscription_authorized_payment', ap.id);
          await flush(0.3);
        }
        due = addMonthsInSaoPaulo(due, 1);
      }
      await flush(1);

      await person.login();
      const s = await subscriptionOf(person);
      expect(s.status).toBe('active');
      expect(s.currentPeriodEndsAt).toBe(
        addMonthsInSaoPaulo(charges.at(-1)!.debit_date ? new Date(charges.at(-1)!.debit_date) : due, 1).toISOString(),
      );
      const invoices = await invoicesOf(t.db, person.id);
      expect(invoices).toHaveLength(charges.length); // one invoice per provider charge, never two
      expect(invoices.every((i) => i.status === 'paid' && i.amountCents === 4990)).toBe(true);
      const created = [...mp.preapprovals.values()].filter((p) => p.external_reference === person.id);
      expect(created).toHaveLength(1); // we never opened a second subscription
    }
    // The figure the issue asks for (also in docs/decisions/0010-payment-provider.md).
    console.info(
      `webhook reliability: ${ROUNDS} subscriptions, ${delivered} deliveries (${duplicatesSkipped} exact replays skipped), shuffled and concurrent — final state correct in ${ROUNDS}/${ROUNDS}, 0 double charges`,
    );
    expect(delivered).toBeGreaterThanOrEqual(300);
    // 300+ deliveries: about 10 s on a quiet machine; 27 s direct and over 30 s through PgBouncer (one more hop per
    // statement) on a machine at load 16–18, so the default 30 s was a flake, not a finding (decision 0050).
  }, 90_000);
});

/** Deterministic Fisher–Yates (a seeded LCG), so a failure can be replayed. */
function shuffle<T>(items: T[], seed: number) {
  let state = (seed + 1) * 2_654_435_761;
  for (let i = items.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    const j = state % (i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
