import { Check } from 'lucide-react';
import { FEATURE_BLOCKS } from '../content/marketing';
import { Screenshot } from './screenshot';

/** Section 4: dashboard, chat, history and goals — badge, title, description, a real screenshot, alternating sides. */
export function FeatureBlocks() {
  return (
    <section aria-labelledby="recursos-titulo" className="bg-slate-50">
      <div className="mx-auto max-w-6xl px-5 py-16 lg:py-24">
        <h2 id="recursos-titulo" className="text-center text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          Tudo o que você precisa para comer melhor
        </h2>
        <div className="mt-14 flex flex-col gap-16 lg:gap-24">
          {FEATURE_BLOCKS.map((block) => {
            const Icon = block.icon;
            return (
              <article key={block.shot} className="grid items-center gap-8 lg:grid-cols-2 lg:gap-16">
                <div className={block.reverse ? 'lg:order-last' : undefined}>
                  <p className="inline-flex items-center gap-2 rounded-full bg-brand-100 px-3 py-1 text-sm font-semibold text-brand-800">
                    <Icon className="size-4" aria-hidden="true" />
                    {block.badge}
                  </p>
                  <h3 className="mt-4 text-2xl font-bold text-slate-900 sm:text-3xl">{block.title}</h3>
                  <p className="mt-4 text-lg text-slate-700">{block.description}</p>
                  <ul className="mt-5 space-y-2">
                    {block.points.map((point) => (
                      <li key={point} className="flex items-start gap-2 text-slate-700">
                        <Check className="mt-1 size-4 shrink-0 text-brand-700" aria-hidden="true" />
                        {point}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className="overflow-hidden rounded-2xl bg-white shadow-xl ring-1 ring-slate-200">
                  <Screenshot name={block.shot} sizes="(min-width: 1152px) 544px, (min-width: 1024px) 46vw, 92vw" />
                </div>
              </article>
            );
          })}
        </div>
      </div>
    </section>
  );
}
