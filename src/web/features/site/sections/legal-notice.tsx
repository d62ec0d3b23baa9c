import { Scale } from 'lucide-react';
import { LEGAL_LINKS, SECTION } from '../site-links';

/** Section 10: the legal notice with the three legal pages. */
export function LegalNotice() {
  return (
    <section id={SECTION.legal} aria-labelledby="aviso-legal-titulo" className="scroll-mt-28 bg-white">
      <div className="mx-auto max-w-3xl px-5 py-14">
        <div className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200 sm:p-8">
          <h2 id="aviso-legal-titulo" className="flex items-center gap-3 text-xl font-bold text-slate-900">
            <Scale className="size-6 shrink-0 text-slate-700" aria-hidden="true" />
            Aviso legal
          </h2>
          <p className="mt-4 text-slate-700">
            O Nutri é uma ferramenta de educação alimentar. Não faz diagnóstico, não prescreve dietas e não substitui o
            acompanhamento de nutricionistas, médicos ou outros profissionais de saúde. As estimativas dependem das
            fotos e descrições enviadas e de um modelo de IA que pode errar; os valores nutricionais são médias da
            tabela TACO e variam conforme o alimento e o preparo.
          </p>
          <p className="mt-3 text-slate-700">Antes de usar, leia:</p>
          <ul className="mt-2 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-x-6">
            {LEGAL_LINKS.map((link) => (
              <li key={link.href}>
                <a href={link.href} className="font-semibold text-brand-700 underline">
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
