import { Star } from 'lucide-react';
import { TESTIMONIALS } from '../content/marketing';

/** Section 6: three testimonials, labelled as illustrative (docs/decisions/0014-public-site.md). */
export function Testimonials() {
  return (
    <section aria-labelledby="depoimentos-titulo" className="bg-brand-50">
      <div className="mx-auto max-w-6xl px-5 py-16">
        <h2 id="depoimentos-titulo" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Como o Nutri entra na rotina
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((t) => (
            <li key={t.name}>
              <figure className="flex h-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <p className="flex gap-0.5" role="img" aria-label={`${t.stars} de 5 estrelas`}>
                  {Array.from({ length: t.stars }, (_, i) => (
                    <Star key={i} className="size-4 fill-amber-400 text-amber-500" aria-hidden="true" />
                  ))}
                </p>
                <blockquote className="mt-4 flex-1 text-slate-800">“{t.quote}”</blockquote>
                <figcaption className="mt-5 text-sm">
                  <span className="block font-semibold text-slate-900">{t.name}</span>
                  <span className="text-slate-600">{t.role}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
        <p className="mt-6 text-center text-sm text-slate-600">
          Relatos ilustrativos de uso, escritos a partir do que o Nutri faz hoje.
        </p>
      </div>
    </section>
  );
}
