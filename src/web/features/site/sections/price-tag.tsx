import { useOffer } from '../offer-context';

/** "De R$ 49,90 por R$ 29,90/mês" during the launch; "R$ 49,90/mês" afterwards. */
export function PriceTag({ size = 'lg' }: { size?: 'lg' | 'xl' }) {
  const { facts } = useOffer();
  const big = size === 'xl' ? 'text-5xl' : 'text-4xl';
  if (!facts.active) {
    return (
      <p className="flex items-baseline gap-1 text-slate-900">
        <span className={`${big} font-extrabold tracking-tight`}>{facts.price}</span>
        <span className="text-lg font-medium text-slate-600">/mês</span>
      </p>
    );
  }
  return (
    <p className="flex flex-wrap items-baseline gap-x-2 text-slate-900">
      <span className="sr-only">De</span>
      <s className="text-lg text-slate-600">{facts.regularPrice}</s>
      <span className="sr-only">por</span>
      <span className={`${big} font-extrabold tracking-tight text-brand-800`}>{facts.launchPrice}</span>
      <span className="text-lg font-medium text-slate-600">/mês</span>
    </p>
  );
}
