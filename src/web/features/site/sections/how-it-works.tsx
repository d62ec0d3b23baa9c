import { STEPS } from '../content/marketing';
import { photoClaims } from '../content/photo-claims';
import { useLiveFacts } from '../live-facts';
import { SECTION } from '../site-links';

/** Section 3: how it works in three steps. */
export function HowItWorks() {
  const { firstStep } = photoClaims(useLiveFacts().photoAnalysis);
  const steps = STEPS.map((step) => (step.number === 1 ? { ...step, ...firstStep } : step));
  return (
    <section id={SECTION.howItWorks} aria-labelledby="como-funciona-titulo" className="scroll-mt-28 bg-white">
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700">Como Funciona</p>
          <h2 id="como-funciona-titulo" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            Três passos, poucos segundos
          </h2>
          <p className="mt-4 text-lg text-slate-700">
            Do prato ao resultado em cerca de 3 segundos, e você sempre pode conferir e corrigir.
          </p>
        </div>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step) => {
            const Icon = step.icon;
            return (
              <li key={step.number} className="relative rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-700 text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">
                  <span className="text-brand-700">{step.number}. </span>
                  {step.title}
                </h3>
                <p className="mt-2 text-slate-700">{step.description}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
