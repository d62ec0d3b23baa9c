import { and, eq } from 'drizzle-orm';
import type { BillingEvent } from '../../../domain/billing/subscription';
import type { ProviderCharge } from '../../adapters/payments/payment-provider';
import type { Transaction } from '../../db/client';
import { billingInvoices } from '../../db/schema';
import type { SubscriptionRow } from './subscription-repository';

const invoiceStatus = { approved: 'paid', rejected: 'failed', pending: 'pending' } as const;

/**
 * Stores each charge the provider reports as an invoice (keyed by the
 * provider's charge id) and returns the events for the charges that are new
 * or changed outcome. A charge seen before yields nothing: replays are inert.
 */
export async function recordCharges(
  tx: Transaction,
  userId: string,
  provider: SubscriptionRow['provider'],
  charges: ProviderCharge[],
): Promise<BillingEvent[]> {
  const events: BillingEvent[] = [];
  for (const charge of [...charges].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    const status = invoiceStatus[charge.status];
    const [existing] = await tx
      .select({ status: billingInvoices.status })
      .from(billingInvoices)
      .where(and(eq(billingInvoices.provider, provider), eq(billingInvoices.providerChargeId, charge.id)));
    if (existing?.status === status) continue;
    const values = {
      status,
      amountCents: charge.amountCents,
      cardBrand: charge.card?.brand ?? null,
      cardLast4: charge.card?.last4 ?? null,
      periodEndsAt: charge.periodEndsAt,
      chargedAt: charge.at,
    };
    if (existing) {
      await tx
        .update(billingInvoices)
        .set(values)
        .where(and(eq(billingInvoices.provider, provider), eq(billingInvoices.providerChargeId, charge.id)));
    } else {
      await tx.insert(billingInvoices).values({ userId, provider, providerChargeId: charge.id, ...values });
    }
    if (charge.status === 'approved' && charge.periodEndsAt) {
      events.push({ type: 'charge_succeeded', at: charge.at, periodEndsAt: charge.periodEndsAt });
    } else if (charge.status === 'rejected') {
      events.push({ type: 'charge_failed', at: charge.at });
    }
  }
  return events;
}
