import { Lock } from 'lucide-react';
import { Link } from 'react-router';
import { premiumRequiredMessage } from '@/contracts/billing';
import type { PremiumFeature } from '@/domain/billing/entitlements';
import { Button } from '@/web/ui/button';
import { Card } from '@/web/ui/card';
import { Spinner } from '@/web/ui/spinner';
import { PriceTag } from './price-tag';
import { useCheckout, useSubscription } from './use-billing';

/**
 * Shown in place of a Premium feature once the trial is over without a
 * subscription: the pt-BR paywall sentence (the same as the API's 402), the
 * price from the server (launch price when it applies) and the subscribe button.
 */
export function Paywall({ feature }: { feature: PremiumFeature }) {
  const subscription = useSubscription();
  const subscribe = useCheckout('subscribe');
  return (
    <Card
      className="mx-auto flex max-w-xl flex-col items-center gap-4 px-6 py-10 text-center"
      aria-labelledby="paywall-title"
    >
      <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
        <Lock className="size-6" aria-hidden="true" />
      </span>
      <h2 id="paywall-title" className="text-xl font-bold text-slate-900">
        Recurso do Premium
      </h2>
      <p className="text-slate-700">{premiumRequiredMessage(feature)}</p>
      {subscription.data ? <PriceTag subscription={subscription.data} /> : <Spinner />}
      <p className="text-sm text-slate-600">
        Seus dados continuam seus: você pode entrar, ver e exportar tudo o que registrou, com ou sem assinatura.
      </p>
      <div className="flex flex-col items-center gap-2 sm:flex-row">
        <Button size="lg" disabled={subscribe.isPending} onClick={() => subscribe.mutate()}>
          {subscribe.isPending ? <Spinner /> : null}
          Assinar Premium
        </Button>
        <Button asChild variant="link">
          <Link to="/dashboard/settings#assinatura">Ver detalhes da assinatura</Link>
        </Button>
      </div>
    </Card>
  );
}
