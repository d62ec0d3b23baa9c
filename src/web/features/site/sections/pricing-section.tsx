import { Check, CreditCard } from 'lucide-react';
import { PREMIUM_FEATURES } from '../content/marketing';
import { photoClaims } from '../content/photo-claims';
import { useLiveFacts } from '../live-facts';
import { useOffer } from '../offer-context';
import { CTA_CLASS, SECTION, SIGNUP_HREF } from '../site-links';
import { PriceTag } from './price-tag';

/** Section 7: the single 'Premium' plan; its buttons load /signup as a new page. */
export function PricingSection() {
  const { facts } = useOffer();
  // Only a server with the WhatsApp channel on offers it (issue 25).
  // The analyses by photo only where it has a vision model (decision 0071).
  const { whatsapp, photoAnalysis } = useLiveFacts();
  const features = [{ text: photoClaims(photoAnalysis).premiumAnalyses }, ...PREMIUM_FEATURES];
  return (
    <section id={SECTION.pricing} aria-labelledby="planos-titulo" className="scroll-mt-28 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700">Planos</p>
          <h2 id="planos-titulo" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Um plano, tudo incluído
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Comece com {facts.trialDays} dias grátis. Sem cobrança durante o teste.
          </p>
        </div>
        <div className="relative mx-auto mt-12 max-w-md rounded-3xl bg-white p-8 shadow-xl ring-2 ring-brand-700">
          {facts.active ? (
            <p className="absolute -top-4 left-1/2 -translate-x-1/2 rounded-full bg-amber-300 px-4 py-1 text-sm font-bold whitespace-nowrap text-slate-900">
              {facts.discount} OFF no lançamento
            </p>
          ) : null}
          <h3 className="text-2xl font-bold text-slate-900">Premium</h3>
          <div className="mt-4">
            <PriceTag size="xl" />
          </div>
          <p className="mt-2 text-sm text-slate-600">
            {facts.active
              ? `Economize ${facts.monthlySaving} por mês (${facts.yearlySaving} por ano). Preço garantido enquanto a assinatura estiver ativa, para cadastros até ${facts.deadline}.`
              : 'Cobrança mensal no cartão depois do teste. Cancele quando quiser, sem multa.'}
          </p>
          <a href={SIGNUP_HREF} className={`${CTA_CLASS} mt-6 w-full`}>
            Começar meus {facts.trialDays} dias grátis
          </a>
          <ul className="mt-8 space-y-3">
            {features
              .filter((f) => !f.whatsapp || whatsapp)
              .map((f) => (
                <li key={f.text} className="flex items-start gap-3 text-slate-800">
                  <Check className="mt-0.5 size-5 shrink-0 text-brand-700" aria-hidden="true" />
                  <span>{f.text}</span>
                </li>
              ))}
          </ul>
          <p className="mt-8 flex items-start gap-2 border-t border-slate-200 pt-6 text-sm text-slate-600">
            <CreditCard className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Somente cartão de crédito: Visa, Mastercard, Elo e American Express. Cancele quando quiser, sem multa.
          </p>
          <a href={SIGNUP_HREF} className="mt-4 block text-center text-sm font-semibold text-brand-700 underline">
            Criar minha conta grátis
          </a>
        </div>
      </div>
    </section>
  );
}
