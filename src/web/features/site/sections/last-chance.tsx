import { useOffer } from '../offer-context';
import { CTA_HIGHLIGHT_CLASS, SECTION, SIGNUP_HREF } from '../site-links';
import { CountdownClock } from './countdown-clock';

/**
 * Section 9: the last-chance offer, while the launch offer is open (after it,
 * the closing call says the rest). The decline link only moves on to the
 * next section: saying no costs nothing and asks nothing.
 */
export function LastChance() {
  const { facts, countdown } = useOffer();
  if (!countdown) return null;
  return (
    <section aria-labelledby="ultima-chance-titulo" className="bg-gradient-to-br from-brand-800 to-teal-900 text-white">
      <div className="mx-auto max-w-3xl px-5 py-16 text-center">
        <p className="font-semibold text-amber-300">Última chance</p>
        <h2 id="ultima-chance-titulo" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {facts.launchPrice}/mês para sempre, só até {facts.deadline.slice(0, 10)}
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-brand-50">
          Depois do prazo, o Premium passa a custar {facts.regularPrice}/mês para novos cadastros. Quem garante agora
          economiza {facts.yearlySaving} por ano enquanto a assinatura estiver ativa.
        </p>
        <div className="mt-8">
          <CountdownClock countdown={countdown} look="boxes" onDark />
        </div>
        <a href={SIGNUP_HREF} className={`${CTA_HIGHLIGHT_CLASS} mt-8`}>
          {`Sim! Garantir ${facts.launchPrice} Agora`}
        </a>
        <p className="mt-5">
          <a href={`#${SECTION.legal}`} className="text-sm text-brand-50 underline">
            Não, obrigado. Prefiro pagar {facts.regularPrice} depois.
          </a>
        </p>
      </div>
    </section>
  );
}
