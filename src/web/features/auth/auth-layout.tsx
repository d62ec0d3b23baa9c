import { useQuery } from '@tanstack/react-query';
import { Camera, MessageCircle, Star, Target } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandLogo } from '@/web/ui/brand-logo';
import { DocumentTitle } from '@/web/ui/document-title';
import { api } from '@/web/lib/api-client';
import { publicApi } from '@/contracts/api-routes/account';
import { formatDecimal } from '@/web/lib/format';
import { queryKeys } from '@/web/lib/query-keys';

interface AuthLayoutProps {
  pageTitle: string;
  heading: string;
  description: ReactNode;
  children: ReactNode;
}

/** The two-column frame of login, sign-up and password screens; the marketing panel hides on small screens. */
export function AuthLayout({ pageTitle, heading, description, children }: AuthLayoutProps) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-2">
      <DocumentTitle page={pageTitle} />
      <main className="flex flex-col px-5 py-8 sm:px-10 lg:px-16">
        <Link to="/" className="self-start rounded-lg" aria-label="Nutri — página inicial">
          <BrandLogo />
        </Link>
        <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center py-10">
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{heading}</h1>
          <div className="mt-2 text-slate-600">{description}</div>
          <div className="mt-8">{children}</div>
        </div>
      </main>
      <MarketingPanel />
    </div>
  );
}

/** The app's real rating (decision 0041): nothing while the server has fewer than RATINGS_MIN_TO_SHOW. */
function useRatingSummary() {
  return useQuery({
    queryKey: queryKeys.ratingSummary,
    queryFn: () => api(publicApi.ratingSummary),
    staleTime: 10 * 60_000,
  }).data;
}

function MarketingPanel() {
  const ratings = useRatingSummary();
  return (
    <aside
      aria-label="Por que o Nutri"
      className="hidden flex-col justify-between bg-gradient-to-br from-brand-800 via-brand-700 to-teal-800 p-12 text-white lg:flex"
    >
      <BrandLogo inverted />
      <div className="max-w-lg">
        <p className="text-4xl leading-tight font-bold">Sua nutricionista virtual, 24 horas por dia.</p>
        <ul className="mt-8 space-y-4 text-lg text-brand-50">
          <Feature icon={<Camera />} text="Fotografe o prato e veja calorias e macronutrientes na hora" />
          <Feature icon={<MessageCircle />} text="Tire dúvidas sobre alimentação a qualquer hora" />
          <Feature icon={<Target />} text="Metas diárias calculadas para você" />
        </ul>
      </div>
      <div className="flex min-h-16 flex-wrap gap-4">
        {ratings ? (
          <Claim
            icon={<Star className="fill-amber-300 text-amber-300" />}
            title={`${formatDecimal(ratings.average)}/5`}
            text={`média de ${ratings.count} avaliações de quem usa o Nutri`}
          />
        ) : null}
      </div>
    </aside>
  );
}

function Feature({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <li className="flex items-start gap-3">
      <span aria-hidden="true" className="mt-0.5 rounded-lg bg-white/15 p-1.5 [&_svg]:size-5">
        {icon}
      </span>
      {text}
    </li>
  );
}

function Claim({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 backdrop-blur-sm">
      <span aria-hidden="true" className="[&_svg]:size-6">
        {icon}
      </span>
      <p>
        <span className="block font-semibold">{title}</span>
        <span className="text-sm text-brand-50">{text}</span>
      </p>
    </div>
  );
}
