import { TRUST_BADGES } from '../content/marketing';

/** Section 5: why Nutri can be trusted. */
export function TrustBadges() {
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
      </div>
    </section>
  );
}
