import { useOffer } from '../offer-context';
import { CTA_CLASS, SIGNUP_HREF } from '../site-links';

/** Section 11, first half: the final call to action. */
export function FinalCta() {
  const { facts } = useOffer();
  return (
    <section aria-labelledby="cta-final-titulo" className="bg-brand-50">
      <div className="mx-auto max-w-3xl px-5 py-16 text-center">
        <h2 id="cta-final-titulo" className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Comece hoje. Os primeiros {facts.trialDays} dias são por nossa conta.
        </h2>
        <p className="mt-4 text-lg text-slate-700">
          Crie a conta em menos de um minuto e registre a próxima refeição. Depois do teste, {facts.price}/mês no cartão
          de crédito — ou cancele sem custo.
        </p>
        <a href={SIGNUP_HREF} className={`${CTA_CLASS} mt-8`}>
          Criar minha conta grátis
        </a>
      </div>
    </section>
  );
}
