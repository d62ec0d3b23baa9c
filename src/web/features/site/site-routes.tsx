import { useEffect, useState } from 'react';
import { DocumentTitle } from '@/web/ui/document-title';
import { PageLoading } from '@/web/ui/spinner';
import { LandingPage } from './landing-page';
import { LimitationsPage } from './legal/limitations-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';
import { loadPricing, type PricingSample } from './load-pricing';
import { LiveOfferProvider } from './offer-context';

/*
 * The public pages inside the app, for in-app links to "/" (and the Vite dev
 * server). A fresh visit gets the server's pre-rendered HTML instead.
 */

export function LandingRoute() {
  const [sample, setSample] = useState<PricingSample | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadPricing().then(setSample, () => setFailed(true));
  }, []);
  if (!sample) {
    if (!failed) return <PageLoading />;
    return (
      <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
        <p className="text-slate-700">Não foi possível carregar a oferta agora.</p>
        <a href="/" className="font-semibold text-brand-700 underline">
          Tentar de novo
        </a>
      </main>
    );
  }
  return (
    <LiveOfferProvider initial={sample}>
      <DocumentTitle />
      {/* No server facts inside the app: it says only what every server does (no photo claim; decision 0071). */}
      <LandingPage photoAnalysis={false} />
    </LiveOfferProvider>
  );
}

export function TermsRoute() {
  return (
    <>
      <DocumentTitle page="Termos de Uso" />
      <TermsPage />
    </>
  );
}

export function PrivacyRoute() {
  return (
    <>
      <DocumentTitle page="Política de Privacidade" />
      <PrivacyPage />
    </>
  );
}

export function LimitationsRoute() {
  return (
    <>
      <DocumentTitle page="Limitações e Responsabilidades" />
      <LimitationsPage />
    </>
  );
}
