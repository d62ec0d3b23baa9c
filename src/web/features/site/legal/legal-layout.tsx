import type { ReactNode } from 'react';
import { LEGAL_DOCUMENTS, type LegalDocument } from '@/contracts/legal';
import { BrandLogo } from '@/web/ui/brand-logo';
import { SiteFooter } from '../sections/site-footer';
import { LOGIN_HREF } from '../site-links';

/** "2026-11-22" → "22/11/2026" (a local date: no time zone involved). */
export function localDateText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}

/** Frame of /termos, /privacidade and /limitacoes: plain HTML, no script needed. */
export function LegalLayout({ doc, summary, children }: { doc: LegalDocument; summary: string; children: ReactNode }) {
  const others = Object.values(LEGAL_DOCUMENTS).filter((d) => d.path !== doc.path);
  return (
    <>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between px-5">
          <a href="/" className="rounded-lg" aria-label="Nutri — página inicial">
            <BrandLogo />
          </a>
          <nav aria-label="Principal" className="flex items-center gap-5 text-sm font-semibold">
            <a href="/" className="text-slate-700 hover:text-brand-700">
              Início
            </a>
            <a href={LOGIN_HREF} className="text-slate-700 hover:text-brand-700">
              Login
            </a>
          </nav>
        </div>
      </header>
      <main className="bg-white">
        <article className="mx-auto max-w-3xl px-5 py-12">
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{doc.title}</h1>
          <p className="mt-3 text-sm text-slate-600">
            {`Versão ${doc.version} · em vigor desde ${localDateText(doc.effectiveOn)}`}
          </p>
          <p className="mt-6 text-lg text-slate-700">{summary}</p>
          <div className="mt-8 space-y-8 text-slate-800">{children}</div>
          <nav aria-label="Outros documentos" className="mt-12 border-t border-slate-200 pt-6 text-sm">
            <p className="text-slate-600">Veja também:</p>
            <ul className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
              {others.map((d) => (
                <li key={d.path}>
                  <a href={d.path} className="font-semibold text-brand-700 underline">
                    {d.title}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </article>
      </main>
      <SiteFooter />
    </>
  );
}

/** A numbered clause: its heading and paragraphs or lists. */
export function Clause({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3">
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function Items({ children }: { children: ReactNode }) {
  return <ul className="list-disc space-y-2 pl-6">{children}</ul>;
}

export function Mail({ to }: { to: string }) {
  return (
    <a href={`mailto:${to}`} className="font-semibold text-brand-700 underline">
      {to}
    </a>
  );
}
