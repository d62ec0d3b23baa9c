import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingPage } from './landing-page';
import { embeddedLiveFacts } from './live-facts';
import { embeddedPricing } from './load-pricing';
import { LiveOfferProvider } from './offer-context';

/**
 * Hydrates the HTML the server sent, starting from the pricing answer the
 * server embedded, so the first render is identical (docs/decisions/0014-public-site.md).
 */
export function hydrateLanding() {
  const root = document.getElementById('root');
  const pricing = embeddedPricing(document);
  if (!root || !pricing) return;
  hydrateRoot(
    root,
    <StrictMode>
      <LiveOfferProvider initial={{ pricing, offsetMs: null }}>
        <LandingPage photoAnalysis={embeddedLiveFacts().photoAnalysis} />
      </LiveOfferProvider>
    </StrictMode>,
  );
}
