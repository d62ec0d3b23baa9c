import { useOffer } from '../offer-context';
import { SECTION } from '../site-links';
import { CountdownClock } from './countdown-clock';

/** Section 0: the promotion banner at the very top; one line of fixed height in both offer states (no layout shift). */
export function PromoBanner() {
  const { facts, countdown } = useOffer();
  return (
    <div className="flex h-10 items-center justify-center gap-2 overflow-hidden bg-slate-900 px-4 text-sm whitespace-nowrap text-white">
      {countdown ? (
        <>
          <p className="truncate">
            <span className="font-semibold text-amber-300">Oferta de lançamento:</span>{' '}
            <span className="hidden sm:inline">Premium por </span>
            {facts.launchPrice}/mês <span className="hidden md:inline">para sempre </span>· termina em{' '}
            <CountdownClock countdown={countdown} look="inline" />
          </p>
          <a href={`#${SECTION.pricing}`} className="hidden shrink-0 font-semibold text-amber-300 underline sm:inline">
            Garantir
          </a>
        </>
      ) : (
        <>
          <p className="truncate">
            Premium por {facts.price}/mês com <span className="font-semibold">{facts.trialDays} dias grátis</span>
          </p>
          <a href={`#${SECTION.pricing}`} className="hidden shrink-0 font-semibold text-amber-300 underline sm:inline">
            Ver plano
          </a>
        </>
      )}
    </div>
  );
}
