import { desc, eq } from 'drizzle-orm';
import type { Invoice } from '../../../contracts/billing';
import type { Executor } from '../../db/client';
import { billingInvoices } from '../../db/schema';

/** The person's receipts and failed charges, newest first. */
export async function listInvoices(db: Executor, userId: string): Promise<Invoice[]> {
  const rows = await db
    .select()
    .from(billingInvoices)
    .where(eq(billingInvoices.userId, userId))
    .orderBy(desc(billingInvoices.chargedAt))
    .limit(100);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    amountCents: r.amountCents,
    createdAt: r.chargedAt.toISOString(),
    periodEndsAt: r.periodEndsAt?.toISOString() ?? null,
    card: r.cardBrand && r.cardLast4 ? { brand: r.cardBrand, last4: r.cardLast4 } : null,
  }));
}
