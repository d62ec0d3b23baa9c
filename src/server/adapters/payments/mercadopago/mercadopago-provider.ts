import type { CardBrand } from '../../../../domain/billing/cards';
import { addMonthsInSaoPaulo } from '../../../../domain/calendar/add-months';
import type { PaymentProvider, ProviderCharge, ProviderSubscription } from '../payment-provider';
import {
  authorizedPaymentSchema,
  authorizedPaymentSearchSchema,
  mercadoPagoClient,
  paymentSchema,
  preapprovalSchema,
  type AuthorizedPayment,
} from './mercadopago-api';
import { verifyMercadoPagoWebhook } from './webhook-signature';

export interface MercadoPagoConfig {
  accessToken: string;
  webhookSecret: string;
  /** https://api.mercadopago.com; tests point it at a local fake. */
  apiUrl: string;
}

/** Mercado Pago's payment_method_id → our brands (credit and debit variants). */
const brands: Record<string, CardBrand> = {
  visa: 'visa',
  debvisa: 'visa',
  master: 'mastercard',
  debmaster: 'mastercard',
  elo: 'elo',
  debelo: 'elo',
  amex: 'amex',
};

const statuses: Record<string, ProviderSubscription['status']> = {
  pending: 'pending',
  authorized: 'active',
  paused: 'paused',
  cancelled: 'cancelled',
};

const toCents = (reais: number) => Math.round(reais * 100);

/**
 * Mercado Pago Subscriptions ("Assinaturas sem plano associado", the
 * /preapproval API) with the hosted checkout (`init_point`): the card is
 * typed on Mercado Pago's page, never on ours. The first charge is deferred
 * to the end of our trial with `auto_recurring.start_date` (docs/decisions/0010).
 */
/** `clock` dates webhook deliveries: a signed delivery older (or newer) than 5 minutes is refused. */
export function mercadoPagoProvider(config: MercadoPagoConfig, clock: () => Date): PaymentProvider {
  const call = mercadoPagoClient(config);

  function chargeOf(ap: AuthorizedPayment, card: ProviderCharge['card']): ProviderCharge | null {
    if (!ap.payment) return null; // scheduled, not attempted yet
    const at = new Date(ap.debit_date ?? ap.date_created ?? Date.now());
    const status =
      ap.payment.status === 'approved'
        ? 'approved'
        : /rejected|cancelled/.test(ap.payment.status)
          ? 'rejected'
          : 'pending';
    return {
      id: ap.id,
      status,
      amountCents: toCents(ap.transaction_amount),
      at,
      periodEndsAt: status === 'approved' ? addMonthsInSaoPaulo(at, 1) : null,
      card,
    };
  }

  /** Idempotent: asking for the status it already has sends nothing (a cancelled preapproval is final). */
  async function setStatus(ref: string, status: 'paused' | 'authorized' | 'cancelled') {
    const path = `/preapproval/${encodeURIComponent(ref)}`;
    const current = await call(preapprovalSchema, 'GET', path);
    if (current.status === status || current.status === 'cancelled') return;
    await call(preapprovalSchema, 'PUT', path, { status });
  }

  return {
    name: 'mercadopago',

    async createCheckout(request) {
      const body = {
        reason: 'Nutri Premium',
        external_reference: request.userId,
        payer_email: request.email,
        back_url: request.returnUrl,
        status: 'pending',
        auto_recurring: {
          frequency: 1,
          frequency_type: 'months',
          ...(request.firstChargeAt ? { start_date: request.firstChargeAt.toISOString() } : {}),
          transaction_amount: request.amountCents / 100,
          currency_id: 'BRL',
        },
      };
      const created = await call(preapprovalSchema, 'POST', '/preapproval', body, request.idempotencyKey);
      if (!created.init_point) throw new Error('mercadopago: preapproval without init_point');
      return { ref: created.id, checkoutUrl: created.init_point };
    },

    async fetchSubscription(ref) {
      const pre = await call(preapprovalSchema, 'GET', `/preapproval/${encodeURIComponent(ref)}`);
      const search = await call(
        authorizedPaymentSearchSchema,
        'GET',
        `/authorized_payments/search?preapproval_id=${encodeURIComponent(ref)}&limit=100`,
      );
      const brand = pre.payment_method_id ? (brands[pre.payment_method_id] ?? null) : null;
      // The last four digits are on the payments, not on the preapproval: read the latest one.
      const latest = search.results
        .filter((ap) => ap.payment)
        .sort((a, b) => (b.debit_date ?? '').localeCompare(a.debit_date ?? ''))[0];
      let last4: string | null = null;
      if (latest?.payment) {
        const payment = await call(paymentSchema, 'GET', `/v1/payments/${encodeURIComponent(latest.payment.id)}`);
        last4 = payment.card?.last_four_digits ?? null;
      }
      const card = brand && last4 ? { brand, last4 } : null;
      const status = statuses[pre.status] ?? 'pending';
      return {
        ref: pre.id,
        status,
        card,
        authorizedAt: status === 'pending' ? null : new Date(pre.last_modified ?? pre.date_created ?? Date.now()),
        charges: search.results.map((ap) => chargeOf(ap, card)).filter((c): c is ProviderCharge => c !== null),
      };
    },

    pause: (ref) => setStatus(ref, 'paused'),
    resume: (ref) => setStatus(ref, 'authorized'),
    cancel: (ref) => setStatus(ref, 'cancelled'),

    webhooks: {
      verify: (request) => verifyMercadoPagoWebhook(config.webhookSecret, request, clock()),
      async subscriptionRefsFor(notice) {
        if (notice.topic === 'subscription_preapproval') return [notice.resourceId];
        if (notice.topic === 'subscription_authorized_payment') {
          const ap = await call(
            authorizedPaymentSchema,
            'GET',
            `/authorized_payments/${encodeURIComponent(notice.resourceId)}`,
          );
          return [ap.preapproval_id];
        }
        return []; // other topics (payment, plan…) carry nothing we do not read from the preapproval
      },
    },
  };
}
