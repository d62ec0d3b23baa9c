import { and, eq } from 'drizzle-orm';
import { billingMessages } from '../../../contracts/billing';
import { InvalidWebhookSignature, type WebhookRequest } from '../../adapters/payments/payment-provider';
import { billingWebhookDeliveries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import type { BillingDeps } from './billing-deps';
import { syncSubscription } from './sync-subscription';

/**
 * A provider webhook: verify the signature, note the delivery, then treat it
 * as a signal to re-read the subscription(s) it is about. The payload itself
 * is never trusted, so duplicates and out-of-order deliveries are harmless;
 * an exact replay of a delivery already handled is acknowledged and skipped.
 * If the re-read fails, the delivery is forgotten and the provider's retry
 * will try again.
 */
export async function handleWebhook(deps: BillingDeps, request: WebhookRequest): Promise<{ duplicate: boolean }> {
  const webhooks = deps.payments.webhooks;
  if (!webhooks) throw notFound('webhook');
  let notice;
  try {
    notice = webhooks.verify(request);
  } catch (error) {
    if (error instanceof InvalidWebhookSignature)
      throw new AppError(401, 'invalid_signature', billingMessages.invalidSignature);
    throw error;
  }
  const key = and(
    eq(billingWebhookDeliveries.provider, deps.payments.name),
    eq(billingWebhookDeliveries.deliveryId, notice.deliveryId),
  );
  const fresh = await deps.db
    .insert(billingWebhookDeliveries)
    .values({ provider: deps.payments.name, ...notice, receivedAt: deps.clock() })
    .onConflictDoNothing()
    .returning({ id: billingWebhookDeliveries.deliveryId });
  if (fresh.length === 0) return { duplicate: true };
  try {
    for (const ref of await webhooks.subscriptionRefsFor(notice)) await syncSubscription(deps, ref);
  } catch (error) {
    await deps.db.delete(billingWebhookDeliveries).where(key);
    throw error;
  }
  return { duplicate: false };
}
