import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { LandingPage } from './landing-page';
import { embeddedPricing } from './load-pricing';
import { LiveOfferProvider } from './offer-context';
import '@/web/styles.css';

/**
 * Script of the pre-rendered landing page (site.html): hydrates the HTML the
 * server sent, starting from the pricing answer the server embedded, so the
 * first render is identical. Only React and the landing page: the app's
 * screens, router and data layer load when the visitor goes to /signup or /login.
 */
const root = document.getElementById('root');
const pricing = embeddedPricing(document);
if (root && pricing) {
  hydrateRoot(
    root,
    <StrictMode>
      <LiveOfferProvider initial={{ pricing, offsetMs: null }}>
        <LandingPage />
      </LiveOfferProvider>
    </StrictMode>,
  );
}
