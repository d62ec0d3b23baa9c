import { cardBrandLabels } from '@/domain/billing/cards';
import { formatBrl, formatDate } from '@/web/lib/format';
import { messageOf } from '@/web/lib/api-error';
import { Badge } from '@/web/ui/badge';
import { Spinner } from '@/web/ui/spinner';
import { invoiceStatusLabel } from './subscription-copy';
import { useInvoices } from './use-billing';

/** Receipts (paid) and failed attempts, newest first. */
export function InvoicesList() {
  const invoices = useInvoices();
  return (
    <section aria-labelledby="faturas-title" className="flex flex-col gap-3">
      <h3 id="faturas-title" className="text-base font-semibold text-slate-900">
        Faturas e recibos
      </h3>
      {invoices.isPending ? (
        <Spinner />
      ) : invoices.isError ? (
        <p className="text-sm text-red-700">{messageOf(invoices.error)}</p>
      ) : invoices.data.items.length === 0 ? (
        <p className="text-sm text-slate-600">Nenhuma cobrança ainda.</p>
      ) : (
        <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
          {invoices.data.items.map((invoice) => (
            <li key={invoice.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
              <span className="flex flex-col">
                <span className="font-medium text-slate-900">
                  {formatDate(invoice.createdAt)} · {formatBrl(invoice.amountCents)}
                </span>
                <span className="text-slate-600">
                  {invoice.card ? `${cardBrandLabels[invoice.card.brand]} •••• ${invoice.card.last4}` : 'Cartão'}
                  {invoice.status === 'paid' && invoice.periodEndsAt
                    ? ` · Premium até ${formatDate(invoice.periodEndsAt)}`
                    : null}
                </span>
              </span>
              <Badge
                variant={invoice.status === 'paid' ? 'default' : invoice.status === 'failed' ? 'warning' : 'neutral'}
              >
                {invoiceStatusLabel(invoice.status)}
              </Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
