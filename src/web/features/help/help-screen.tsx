import { Search } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/web/ui/brand-logo';
import { Card } from '@/web/ui/card';
import { DocumentTitle } from '@/web/ui/document-title';
import { Input } from '@/web/ui/input';
import { Label } from '@/web/ui/label';
import { useMe } from '../auth/use-me';
import { ContactForm } from './contact-form';
import { HELP_ARTICLES } from './help-articles';
import { searchArticles } from './search-articles';

/** /help, public: searchable articles in pt-BR and the 'Fale conosco' form. */
export function HelpScreen() {
  const signedIn = Boolean(useMe().data);
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchArticles(HELP_ARTICLES, query), [query]);
  return (
    <div className="min-h-dvh bg-slate-50 px-5 py-6">
      <DocumentTitle page="Central de Ajuda" />
      <header className="mx-auto flex max-w-3xl items-center justify-between gap-4">
        <Link to="/" className="inline-block rounded-lg" aria-label="Nutri — página inicial">
          <BrandLogo />
        </Link>
        <Link to={signedIn ? '/dashboard' : '/'} className="text-sm font-semibold text-brand-800 hover:underline">
          {signedIn ? 'Voltar ao seu dia' : 'Voltar ao início'}
        </Link>
      </header>
      <main className="mx-auto mt-8 flex max-w-3xl flex-col gap-6">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900">Central de Ajuda</h1>
          <p className="mt-2 text-slate-700">Respostas para as dúvidas mais comuns sobre o Nutri.</p>
        </div>
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="help-search">Buscar na ajuda</Label>
          <div className="relative">
            <Search className="absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-500" aria-hidden="true" />
            <Input
              id="help-search"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Ex.: cancelar, foto, metas, cartão"
              className="pl-10"
              aria-describedby="help-search-count"
            />
          </div>
          <p id="help-search-count" className="text-sm text-slate-600" aria-live="polite">
            {results.length === 1 ? '1 artigo' : `${results.length} artigos`}
          </p>
        </div>
        {results.length === 0 ? (
          <Card className="px-6 py-8 text-center text-slate-700">
            Nenhum artigo encontrado para “{query}”. Tente outras palavras ou{' '}
            <a href="#contato" className="font-semibold text-brand-800 underline">
              fale conosco
            </a>
            .
          </Card>
        ) : (
          <ul className="flex flex-col gap-3" aria-label="Artigos de ajuda">
            {results.map((article) => (
              <li key={article.id}>
                <details id={article.id} className="group rounded-xl border border-slate-200 bg-white px-5 py-4">
                  <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                    <span className="block text-xs font-medium tracking-wide text-brand-800 uppercase">
                      {article.category}
                    </span>
                    {article.title}
                  </summary>
                  <div className="mt-3 flex flex-col gap-2 text-slate-700">
                    {article.paragraphs.map((paragraph) => (
                      <p key={paragraph}>{paragraph}</p>
                    ))}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        )}
        <Card id="contato" className="flex scroll-mt-6 flex-col gap-4 p-6" aria-labelledby="contato-title">
          <div>
            <h2 id="contato-title" className="text-xl font-semibold text-slate-900">
              Fale conosco
            </h2>
            <p className="text-sm text-slate-600">Não achou a resposta? Escreva para a equipe do Nutri.</p>
          </div>
          <ContactForm />
        </Card>
        <p className="text-center text-xs text-slate-600">
          O Nutri não substitui nutricionista, médico ou outro profissional de saúde.
        </p>
      </main>
    </div>
  );
}
