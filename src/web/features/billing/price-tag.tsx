import type { SubscriptionView } from '@/contracts/billing';
import { formatBrl } from '@/web/lib/format';
import { Badge } from '@/web/ui/badge';

/** "R$ 29,90/mês" — with the struck regular price and the launch badge when the launch price applies. */
export function PriceTag({
  subscription,
}: {
  subscription: Pick<SubscriptionView, 'priceCents' | 'regularPriceCents' | 'launchPrice'>;
}) {
  const { priceCents, regularPriceCents, launchPrice } = subscription;
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-1">
      <span className="text-2xl font-bold text-slate-900">{formatBrl(priceCents)}</span>
      <span className="text-sm text-slate-600">/mês</span>
      {launchPrice && regularPriceCents > priceCents ? (
        <>
          <s className="text-sm text-slate-600" aria-label={`de ${formatBrl(regularPriceCents)} por mês`}>
            {formatBrl(regularPriceCents)}
          </s>
          <Badge>Preço de lançamento</Badge>
        </>
      ) : null}
    </span>
  );
}
