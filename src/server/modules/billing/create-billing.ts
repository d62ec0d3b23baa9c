import { mercadoPagoProvider, type MercadoPagoConfig } from '../../adapters/payments/mercadopago/mercadopago-provider';
import { sandboxProvider } from '../../adapters/payments/sandbox/sandbox-provider';
import type { Deps } from '../deps';
import type { BillingDeps } from './billing-deps';
import { billingRoutes } from './routes';
import { runBillingSweep } from './run-billing-sweep';
import { sandboxCheckoutRoutes } from './sandbox-checkout-routes';
import { syncSubscription } from './sync-subscription';

export type PaymentsConfig = { provider: 'sandbox' } | ({ provider: 'mercadopago' } & MercadoPagoConfig);

/**
 * Wires billing to the configured provider: switching to Mercado Pago is
 * configuration only (PAYMENT_PROVIDER and its variables, see config.ts).
 * Holds no state of its own, so every app server (and the job) can build one.
 */
export function createBilling(base: Deps, config: PaymentsConfig) {
  const signals = {
    // The sandbox's webhook: in-process, the same re-read a real webhook triggers.
    changed: async (ref: string) => {
      try {
        await syncSubscription(deps, ref);
      } catch (error) {
        base.log.error({ err: error, ref }, 'billing: sync after a sandbox event failed (the job retries)');
      }
    },
  };
  const sandbox = config.provider === 'sandbox' ? sandboxProvider({ db: base.db, clock: base.clock, signals }) : null;
  const deps: BillingDeps = {
    ...base,
    payments: sandbox ?? mercadoPagoProvider(config as MercadoPagoConfig, base.clock),
  };
  return {
    deps,
    sandbox,
    sweep: (now = base.clock()) => runBillingSweep(deps, now),
    routes() {
      const routes = billingRoutes(deps);
      return sandbox ? routes.route('/sandbox', sandboxCheckoutRoutes(deps, sandbox)) : routes;
    },
  };
}

export type Billing = ReturnType<typeof createBilling>;
