import { Check, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useOffer } from '../offer-context';
import { CTA_ON_DARK_CLASS, SIGNUP_HREF } from '../site-links';
import { CountdownClock } from './countdown-clock';

/**
 * Section 2: the countdown and the "guarantee now vs wait" comparison, while
 * the launch offer is open. After it, nothing: an offer nobody can take does
 * not lead the page (issue 25); people who hold the launch price see it in the app.
 */
export function CountdownSection() {
  const { facts, countdown } = useOffer();
  if (!countdown) return null;
  return (
    <section aria-labelledby="contagem-titulo" className="bg-slate-900 text-white">
      <div className="mx-auto max-w-5xl px-5 py-14 text-center">
        <h2 id="contagem-titulo" className="text-2xl font-bold sm:text-3xl">
          O preço de lançamento acaba em
        </h2>
        <div className="mt-6">
          <CountdownClock countdown={countdown} look="boxes" onDark />
        </div>
        <p className="mt-4 text-slate-300">
          Até {facts.deadline} (horário de Brasília), pelo relógio do nosso servidor.
        </p>
        <div className="mx-auto mt-10 grid max-w-3xl gap-4 text-left sm:grid-cols-2">
          <div className="rounded-2xl bg-white p-6 text-slate-900 ring-2 ring-emerald-400">
            <h3 className="font-semibold text-brand-800">Garantindo agora</h3>
            <p className="mt-2 text-3xl font-extrabold">
              {facts.launchPrice}
              <span className="text-base font-medium text-slate-600">/mês</span>
            </p>
            <ul className="mt-4 space-y-2 text-sm text-slate-700">
              <Point ok>Preço mantido enquanto a assinatura estiver ativa</Point>
              <Point ok>
                {facts.monthlySaving} a menos por mês, {facts.yearlySaving} por ano
              </Point>
              <Point ok>{facts.trialDays} dias grátis para testar</Point>
            </ul>
          </div>
          <div className="rounded-2xl bg-slate-800 p-6 ring-1 ring-slate-700">
            <h3 className="font-semibold text-slate-200">Se esperar</h3>
            <p className="mt-2 text-3xl font-extrabold">
              {facts.regularPrice}
              <span className="text-base font-medium text-slate-300">/mês</span>
            </p>
            <ul className="mt-4 space-y-2 text-sm text-slate-200">
              <Point ok={false}>Preço regular, sem o desconto de {facts.discount}</Point>
              <Point ok>Os mesmos recursos do Premium</Point>
              <Point ok>{facts.trialDays} dias grátis para testar</Point>
            </ul>
          </div>
        </div>
        <a href={SIGNUP_HREF} className={`${CTA_ON_DARK_CLASS} mt-10`}>
          Garantir {facts.launchPrice}/mês
        </a>
      </div>
    </section>
  );
}

function Point({ ok, children }: { ok: boolean; children: ReactNode }) {
  const Icon = ok ? Check : X;
  return (
    <li className="flex items-start gap-2">
      <Icon className={`mt-0.5 size-4 shrink-0 ${ok ? 'text-emerald-600' : 'text-rose-400'}`} aria-hidden="true" />
      <span>{children}</span>
    </li>
  );
}
