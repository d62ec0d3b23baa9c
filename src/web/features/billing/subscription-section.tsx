import { useEffect, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CreditCard, FlaskConical } from 'lucide-react';
import { formatDate } from '@/web/lib/format';
import { messageOf } from '@/web/lib/api-error';
import { queryKeys } from '@/web/lib/query-keys';
import { Alert } from '@/web/ui/alert';
import { Badge } from '@/web/ui/badge';
import { Button } from '@/web/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/web/ui/card';
import { Spinner } from '@/web/ui/spinner';
import { InvoicesList } from './invoices-list';
import { PriceTag } from './price-tag';
import { SubscriptionActions } from './subscription-actions';
import { cardLabel, statusLabel, statusSentence } from './subscription-copy';
import { useSubscription } from './use-billing';

/** Settings → 'Gerenciar assinatura' (anchor #assinatura): state, price, next charge, card, invoices and actions. */
export function SubscriptionSection() {
  const subscription = useSubscription();
  const queryClient = useQueryClient();
  // Coming back from the checkout, the cached state is old: re-read it, and /api/me (trial pill, menu, gates).
  useEffect(() => {
    void queryClient.invalidateQueries({ queryKey: ['billing'] });
    void queryClient.invalidateQueries({ queryKey: queryKeys.me });
  }, [queryClient]);

  return (
    <Card id="assinatura" aria-labelledby="assinatura-title" tabIndex={-1} className="scroll-mt-20 focus:outline-none">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle id="assinatura-title" className="flex items-center gap-2">
          <CreditCard className="size-5 text-brand-700" aria-hidden="true" />
          Gerenciar assinatura
        </CardTitle>
        {subscription.data ? (
          <Badge variant={subscription.data.status === 'active' ? 'solid' : 'warning'}>
            {statusLabel(subscription.data.status, subscription.data.subscribed)}
          </Badge>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        {subscription.isPending ? (
          <Spinner className="size-6 text-brand-700" />
        ) : subscription.isError ? (
          <div className="flex flex-col gap-3">
            <Alert>{messageOf(subscription.error)}</Alert>
            <Button variant="outline" className="self-start" onClick={() => void subscription.refetch()}>
              Tentar novamente
            </Button>
          </div>
        ) : (
          <>
            {subscription.data.provider === 'sandbox' ? (
              <p className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
                <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
                Pagamentos em modo de teste: nenhum valor real é cobrado.
              </p>
            ) : null}
            <div className="flex flex-col gap-1">
              <p className="text-sm font-semibold text-slate-700">Plano Premium</p>
              <PriceTag subscription={subscription.data} />
            </div>
            <p className="text-slate-800">{statusSentence(subscription.data)}</p>
            <dl className="grid gap-4 text-sm sm:grid-cols-3">
              <Fact label="Próxima cobrança">
                {subscription.data.nextChargeAt ? formatDate(subscription.data.nextChargeAt) : 'Nenhuma agendada'}
              </Fact>
              <Fact label="Cartão">{cardLabel(subscription.data.card)}</Fact>
              {/* A renewing subscription has no end to show; a trial, a cancellation or a grace period do. */}
              {!subscription.data.subscribed || ['canceled', 'past_due'].includes(subscription.data.status) ? (
                <Fact label="Acesso Premium até">
                  {subscription.data.accessEndsAt ? formatDate(subscription.data.accessEndsAt) : 'Sem acesso Premium'}
                </Fact>
              ) : null}
            </dl>
            <SubscriptionActions subscription={subscription.data} />
            <InvoicesList />
          </>
        )}
      </CardContent>
    </Card>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-0.5">
      <dt className="text-slate-600">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}
