import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subscriptionSchema } from '../../../contracts/billing';
import type { PaymentProvider } from '../../adapters/payments/payment-provider';
import { TEST_CARD, newPerson, subscribeWith } from '../../test/billing-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import type { BillingDeps } from './billing-deps';
import { reconcileSubscription } from './sync-subscription';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The sandbox provider, except that reading a subscription waits until the test opens the gate (a slow provider). */
function slowProvider() {
  const real = t.billing.deps.payments;
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  let reading!: () => void;
  const called = new Promise<void>((resolve) => (reading = resolve));
  const payments: PaymentProvider = {
    ...real,
    async fetchSubscription(ref) {
      reading();
      await gate;
      return real.fetchSubscription(ref);
    },
  };
  const deps: BillingDeps = { ...t.billing.deps, payments };
  return { deps, called, open };
}

/** Can another connection lock the person's row right now (what cancel, checkout and the job need)? */
async function personRowIsFree(userId: string): Promise<boolean> {
  try {
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`select id from users where id = ${userId} for no key update nowait`);
    });
    return true;
  } catch {
    return false;
  }
}

describe('reconciliar com o provedor', () => {
  it('não segura a trava da pessoa (nem uma conexão do pool) enquanto espera o provedor', async () => {
    const ana = await newPerson(t);
    await subscribeWith(ana, TEST_CARD.visa);
    const slow = slowProvider();
    const reconciling = reconcileSubscription(slow.deps, ana.id);
    try {
      await slow.called;
      expect(await personRowIsFree(ana.id)).toBe(true);
    } finally {
      slow.open();
      await reconciling;
    }
  });

  it('uma mudança feita enquanto o provedor respondia não é sobrescrita: relê e aplica sobre o estado novo', async () => {
    const bia = await newPerson(t, 'Bia Lima');
    await subscribeWith(bia, TEST_CARD.visa);
    const slow = slowProvider();
    const reconciling = reconcileSubscription(slow.deps, bia.id);
    try {
      await slow.called;
      const cancel = bia.post('/api/billing/cancel');
      // Only a bound for the failure case: the request must not wait for our provider call.
      const timeout = new Promise((resolve) => setTimeout(() => resolve('esperando'), 3000).unref());
      expect(await Promise.race([cancel, timeout])).not.toBe('esperando');
      expect((await cancel).status).toBe(200);
    } finally {
      slow.open();
      await reconciling;
    }
    const subscription = subscriptionSchema.parse((await bia.get('/api/billing/subscription')).body);
    expect(subscription).toMatchObject({ subscribed: true, cancelAtPeriodEnd: true });
  });
});
