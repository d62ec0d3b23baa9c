import { Check, Sparkles } from 'lucide-react';
import { photoClaims } from '../content/photo-claims';
import { useLiveFacts } from '../live-facts';
import { useOffer } from '../offer-context';
import { CTA_CLASS, SECTION, SIGNUP_HREF } from '../site-links';
import { PriceTag } from './price-tag';
import { Screenshot } from './screenshot';

/** Section 1: what Nutri is, the price card and a real screenshot. */
export function Hero() {
  const { facts } = useOffer();
  // Photos promised only where this server names foods on them (decision 0071).
  const claims = photoClaims(useLiveFacts().photoAnalysis);
  return (
    <section
      id={SECTION.hero}
      aria-labelledby="hero-titulo"
      className="scroll-mt-28 bg-gradient-to-b from-brand-50 to-white"
    >
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-5 py-12 lg:grid-cols-[1.15fr_1fr] lg:py-20">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-semibold text-brand-800 ring-1 ring-brand-200">
            <Sparkles className="size-4" aria-hidden="true" />
            Nutricionista virtual com IA, 24 horas
          </p>
          <h1 id="hero-titulo" className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {claims.heroTitle}
          </h1>
          <p className="mt-5 text-lg text-slate-700">{claims.heroText}</p>
          <div className="mt-8 max-w-md rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200">
            <p className="text-sm font-semibold text-brand-800">
              {facts.active ? `Oferta de lançamento · ${facts.discount} de desconto` : 'Plano Premium'}
            </p>
            <div className="mt-2">
              <PriceTag />
            </div>
            <p className="mt-2 text-sm text-slate-600">
              {facts.active
                ? `Economize ${facts.yearlySaving} por ano. Preço garantido enquanto a assinatura estiver ativa.`
                : 'Cobrança mensal no cartão depois do teste. Sem fidelidade.'}
            </p>
            <a href={SIGNUP_HREF} className={`${CTA_CLASS} mt-5 w-full`}>
              Começar {facts.trialDays} dias grátis
            </a>
            <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
              {['Sem cartão para começar', 'Cancele quando quiser'].map((t) => (
                <li key={t} className="flex items-center gap-1.5">
                  <Check className="size-4 text-brand-700" aria-hidden="true" />
                  {t}
                </li>
              ))}
            </ul>
          </div>
        </div>
        <div className="mx-auto w-full max-w-xs">
          <div className="overflow-hidden rounded-[2rem] border-8 border-slate-900 bg-white shadow-2xl">
            <Screenshot name="celular" sizes="(min-width: 1024px) 304px, (min-width: 640px) 304px, 80vw" priority />
          </div>
        </div>
      </div>
    </section>
  );
}
