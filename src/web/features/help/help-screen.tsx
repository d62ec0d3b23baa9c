import { LifeBuoy } from 'lucide-react';
import { Link } from 'react-router';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { useMe } from '../auth/use-me';

/** Specification section 2: /help is a 'Central de Ajuda' placeholder for now. */
export function HelpScreen() {
  const signedIn = Boolean(useMe().data);
  return (
    <div className="min-h-dvh bg-slate-50 px-5 py-6">
      <DocumentTitle page="Central de Ajuda" />
      <header className="mx-auto max-w-3xl">
        <Link to="/" className="inline-block rounded-lg" aria-label="Nutri — página inicial">
          <BrandLogo />
        </Link>
      </header>
      <main className="mx-auto mt-10 max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900">Central de Ajuda</h1>
        <Card className="mt-6 flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <LifeBuoy className="size-6" aria-hidden="true" />
          </span>
          <p className="text-slate-700">Em breve você encontrará aqui respostas para as dúvidas mais comuns.</p>
          <Link to={signedIn ? '/dashboard' : '/'} className="font-semibold text-brand-700 hover:underline">
            {signedIn ? 'Voltar ao Dashboard' : 'Voltar ao início'}
          </Link>
        </Card>
      </main>
    </div>
  );
}
