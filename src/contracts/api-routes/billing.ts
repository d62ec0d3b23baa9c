import { get, post } from '../api-route';
import {
  checkoutSchema,
  invoicesSchema,
  sandboxCheckoutSchema,
  sandboxPaymentResultSchema,
  sandboxPaymentSchema,
  subscriptionSchema,
} from '../billing';

/** Assinatura (decisions 0009, 0010; decision 0060: one entry per endpoint). */
export const billingApi = {
  subscription: get('/api/billing/subscription', subscriptionSchema),
  subscribe: post('/api/billing/subscribe', checkoutSchema),
  changeCard: post('/api/billing/card', checkoutSchema),
  cancel: post('/api/billing/cancel', subscriptionSchema),
  resume: post('/api/billing/resume', subscriptionSchema),
  invoices: get('/api/billing/invoices', invoicesSchema),
  /** The payment provider's notifications, signed by it. */
  webhook: post('/api/billing/webhooks/:provider', 'other'),
  sandboxCheckout: get('/api/billing/sandbox/checkouts/:id', sandboxCheckoutSchema),
  paySandboxCheckout: post('/api/billing/sandbox/checkouts/:id', sandboxPaymentResultSchema, {
    request: sandboxPaymentSchema,
  }),
};
