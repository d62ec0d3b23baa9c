import { Hono } from 'hono';
import type { CheckoutResponse } from './route-types';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { type BillingDeps, asHttpError } from './billing-deps';
import { cancelSubscription, resumeSubscription } from './change-subscription';
import { handleWebhook } from './handle-webhook';
import { listInvoices } from './list-invoices';
import { startCheckout } from './start-checkout';
import { loadSubscription, stateOf } from './subscription-repository';
import { subscriptionView } from './subscription-view';
import { notFound } from '../../http/not-found';

/** /api/billing: the person's subscription, the hosted-checkout starters, invoices and the provider's webhook. */
export function billingRoutes(deps: BillingDeps) {
  const view = async (userId: string) => {
    const found = await loadSubscription(deps.db, userId);
    if (!found) throw notFound('account');
    return subscriptionView(stateOf(found.trialEndsAt, found.row), deps.clock(), deps.payments.name);
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      throw asHttpError(error);
    }
  };

  return new Hono<AppEnv>()
    .get('/subscription', async (c) => {
      const { user } = requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json(await view(user.id));
    })
    .post('/subscribe', async (c) => {
      const { user } = requireSession(c);
      const body: CheckoutResponse = await guarded(() => startCheckout(deps, user.id, 'subscribe'));
      return c.json(body, 201);
    })
    .post('/card', async (c) => {
      const { user } = requireSession(c);
      const body: CheckoutResponse = await guarded(() => startCheckout(deps, user.id, 'update_card'));
      return c.json(body, 201);
    })
    .post('/cancel', async (c) => {
      const { user } = requireSession(c);
      await guarded(() => cancelSubscription(deps, user.id));
      return c.json(await view(user.id));
    })
    .post('/resume', async (c) => {
      const { user } = requireSession(c);
      await guarded(() => resumeSubscription(deps, user.id));
      return c.json(await view(user.id));
    })
    .get('/invoices', async (c) => {
      const { user } = requireSession(c);
      c.header('Cache-Control', 'no-store');
      return c.json({ items: await listInvoices(deps.db, user.id) });
    })
    .post('/webhooks/:provider', async (c) => {
      if (c.req.param('provider') !== deps.payments.name) throw notFound('webhook');
      const result = await guarded(() => handleWebhook(deps, { headers: c.req.raw.headers, url: new URL(c.req.url) }));
      return c.json({ received: true, ...result });
    });
}
