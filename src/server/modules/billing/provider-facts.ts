import type { PaymentProvider, ProviderSubscription } from '../../adapters/payments/payment-provider';
import type { SubscriptionRow } from './subscription-repository';

/** What the provider says about a person's checkout in progress and subscription in force. */
export interface ProviderFacts {
  pending: ProviderSubscription | null;
  current: ProviderSubscription | null;
}

/**
 * Reads everything the reconcile needs from the provider. Called outside any
 * transaction: a slow provider (up to 3 × 10 s) must hold neither the
 * person's lock nor a pooled connection while we wait.
 */
export async function readProviderFacts(payments: PaymentProvider, row: SubscriptionRow): Promise<ProviderFacts> {
  const pending = row.pendingRef ? await payments.fetchSubscription(row.pendingRef) : null;
  const current =
    row.providerRef && row.providerRef !== row.pendingRef ? await payments.fetchSubscription(row.providerRef) : null;
  return { pending, current };
}
