import { Star } from 'lucide-react';
import { TRUST_BADGES } from '../content/marketing';
import { useLiveFacts } from '../live-facts';
import { ratingLine } from '../rating-line';

/** Section 5: why Nutri can be trusted; the app's rating only when enough real ratings exist (decision 0041). */
export function TrustBadges() {
  const { ratings } = useLiveFacts();
  return (
    <section aria-labelledby="confianca-titulo" className="bg-white">
      <div className="mx-auto max-w-6xl px-5 py-16">
        <h2 id="confianca-titulo" className="text-center text-3xl font-bold tracking-tight text-slate-900">
          Feito para você confiar
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {TRUST_BADGES.map((item) => {
            const Icon = item.icon;
            return (
              <li key={item.title} className="flex flex-col rounded-2xl p-6 ring-1 ring-slate-200">
                <Icon className="size-8 text-brand-700" aria-hidden="true" />
                <h3 className="mt-4 font-semibold text-slate-900">{item.title}</h3>
                <p className="mt-2 flex-1 text-sm text-slate-700">{item.description}</p>
                <p className="mt-4 self-start rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-slate-800">
                  {item.badge}
                </p>
              </li>
            );
          })}
        </ul>
        {ratings ? (
          <p
            data-testid="app-rating"
            className="mx-auto mt-8 flex max-w-xl items-center justify-center gap-2 text-center text-slate-800"
          >
            <Star className="size-5 shrink-0 fill-amber-400 text-amber-600" aria-hidden="true" />
            <span>
              <span className="font-semibold">{ratingLine(ratings).title}</span> — {ratingLine(ratings).text}
            </span>
          </p>
        ) : null}
      </div>
    </section>
  );
}
