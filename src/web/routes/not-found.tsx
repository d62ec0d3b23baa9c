import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { DocumentTitle } from '@/web/ui/document-title';

/** Decision 0024: 404 with a link home; the missing path goes to the console for whoever debugs. */
export function NotFound() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-slate-50 px-6 text-center">
      <DocumentTitle page="Página não encontrada" />
      {/* The server answers unknown paths with 404 (src/contracts/app-paths.ts); this covers in-app navigation. */}
      <meta name="robots" content="noindex" />
      <p className="text-6xl font-bold text-brand-700">404</p>
      <h1 className="text-2xl font-bold text-slate-900">Ops! Página não encontrada</h1>
      <p className="text-slate-600">A página que você procura não existe ou foi movida.</p>
      <Link to="/" className="font-semibold text-brand-700 underline hover:text-brand-800">
        Voltar para o início
      </Link>
    </main>
  );
}
