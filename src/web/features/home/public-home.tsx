import { Link } from 'react-router';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Button } from '@/web/ui/button';
import { DocumentTitle } from '@/web/ui/document-title';

/** A minimal public home until the landing-page issue replaces it. */
export function PublicHome() {
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-white">
      <DocumentTitle />
      <header className="mx-auto flex w-full max-w-5xl items-center justify-between px-5 py-5">
        <BrandLogo />
        <Link to="/login" className="text-sm font-semibold text-brand-700 hover:underline">
          Entrar
        </Link>
      </header>
      <main className="mx-auto flex w-full max-w-3xl flex-1 flex-col items-center justify-center px-5 pb-16 text-center">
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">Nutri</h1>
        <p className="mt-4 text-lg text-slate-700 sm:text-xl">
          Sua nutricionista virtual 24 horas: fotografe a refeição, veja calorias e macronutrientes e acompanhe suas
          metas.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/signup">Começar Grátis</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to="/login">Entrar</Link>
          </Button>
        </div>
        <p className="mt-4 text-sm text-slate-600">7 dias grátis. Sem cobrança durante o teste.</p>
      </main>
    </div>
  );
}
