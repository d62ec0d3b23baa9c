import { useEffect } from 'react';
import { CountdownSection } from './sections/countdown-section';
import { FaqSection } from './sections/faq-section';
import { FeatureBlocks } from './sections/feature-blocks';
import { FinalCta } from './sections/final-cta';
import { Hero } from './sections/hero';
import { HowItWorks } from './sections/how-it-works';
import { LastChance } from './sections/last-chance';
import { LegalNotice } from './sections/legal-notice';
import { LiveFactsProvider } from './live-facts';
import { PricingSection } from './sections/pricing-section';
import { SiteFooter } from './sections/site-footer';
import { SiteHeader } from './sections/site-header';
import { TrustBadges } from './sections/trust-badges';
import { TrustRotator } from './sections/trust-rotator';

/**
 * The landing page (/): the specification's sections in its order, below the
 * fixed banner and top bar, without invented social proof (decision 0041: no
 * testimonials; the rating only when real). Needs an OfferProvider around it; `photoAnalysis` is the file's
 * photo claims (decision 0071).
 */
export function LandingPage({ photoAnalysis }: { photoAnalysis: boolean }) {
  // The pre-rendered page works as plain HTML; this marks when its scripts have taken over
  // (the menu, the countdown, the rotating badge), for the browser tests.
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
  return (
    <LiveFactsProvider photoAnalysis={photoAnalysis}>
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand-800 focus:shadow"
      >
        Pular para o conteúdo
      </a>
      <SiteHeader />
      <main id="conteudo">
        <Hero />
        <CountdownSection />
        <HowItWorks />
        <FeatureBlocks />
        <TrustBadges />
        <PricingSection />
        <FaqSection />
        <LastChance />
        <LegalNotice />
        <FinalCta />
      </main>
      <SiteFooter />
      <TrustRotator />
    </LiveFactsProvider>
  );
}
