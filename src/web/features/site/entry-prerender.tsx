import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { COUNTDOWN_TOKENS, prerenderedFile, PUBLIC_PAGES, SITE_TOKENS, type PublicPage } from '@/contracts/site';
import { LAUNCH_OFFER_LAST_SECOND, pricingAt } from '@/domain/billing/pricing';
import { StaticContactContext } from '@/web/features/help/contact-info';
import { faqItems } from './content/faq';
import { photoClaims } from './content/photo-claims';
import { largestWebp } from './images/shots';
import { LandingPage } from './landing-page';
import { LimitationsPage } from './legal/limitations-page';
import { PrivacyPage } from './legal/privacy-page';
import { TermsPage } from './legal/terms-page';
import { StaticOfferProvider } from './offer-context';
import { offerFacts } from './offer-facts';
import { pageHead } from './page-head';
import { faqData, productData } from './structured-data';

/**
 * Build-time rendering of the public pages (scripts/prerender-site.mjs; the
 * API tests call it too). The landing page is rendered once per offer state
 * with countdown tokens; the server picks the file and fills the tokens from
 * its clock on every request (docs/decisions/0014-public-site.md). Nothing
 * that depends on the server's data — the app's rating, the WhatsApp channel
 * — is rendered here (decision 0041): the server fills it per request. Each
 * offer state is rendered with and without the photo analysis claims, and the
 * server serves the one its vision model makes true (decision 0071).
 */
export function prerenderPublicPages(template: string): Array<{ file: string; html: string }> {
  const pages: Array<{ file: string; html: string }> = [];
  for (const page of PUBLIC_PAGES) {
    if (page.variesWithOffer) {
      for (const active of [true, false])
        for (const photo of [true, false])
          pages.push({ file: prerenderedFile(page, active, photo), html: landing(template, page, active, photo) });
    } else {
      pages.push({ file: prerenderedFile(page, false), html: legal(template, page) });
    }
  }
  return pages;
}

const image = () => largestWebp('painel');

/** SUPPORT_EMAIL and the company line are the server's settings: filled per request (renderPrerenderedPage). */
const CONTACT_TOKENS = {
  supportEmail: SITE_TOKENS.supportEmail,
  dpoEmail: SITE_TOKENS.dpoEmail,
  companyLine: SITE_TOKENS.companyLine,
};

function landing(template: string, page: PublicPage, active: boolean, photoAnalysis: boolean): string {
  // Any instant in the right state: the figures come from the one pricing configuration, the time from the server.
  const reference = new Date(LAUNCH_OFFER_LAST_SECOND.getTime() + (active ? -86_400_000 : 86_400_000));
  const snapshot = pricingAt(reference);
  const pricing = { ...snapshot, offerEndsAt: snapshot.offerEndsAt.toISOString(), serverNow: reference.toISOString() };
  const facts = offerFacts(pricing, active);
  const body = renderToString(
    <StaticContactContext.Provider value={CONTACT_TOKENS}>
      <StaticOfferProvider value={{ facts, countdown: active ? COUNTDOWN_TOKENS : null }}>
        <LandingPage photoAnalysis={photoAnalysis} />
      </StaticOfferProvider>
    </StaticContactContext.Provider>,
  );
  const claims = photoClaims(photoAnalysis);
  const head = pageHead({
    page,
    text: { title: claims.headTitle, description: claims.headDescription },
    image: image(),
    structuredData: [
      productData(pricing, active, SITE_TOKENS.origin, image(), claims.productDescription),
      faqData(faqItems(facts, { whatsapp: false, photoAnalysis })),
    ],
  });
  return assemble(template, head, body, true);
}

const LEGAL_PAGES: Record<string, () => ReactNode> = {
  '/termos': () => <TermsPage />,
  '/privacidade': () => <PrivacyPage />,
  '/limitacoes': () => <LimitationsPage />,
};

function legal(template: string, page: PublicPage): string {
  const render = LEGAL_PAGES[page.path];
  if (!render) throw new Error(`página pública sem componente: ${page.path}`);
  const body = renderToString(
    <StaticContactContext.Provider value={CONTACT_TOKENS}>{render()}</StaticContactContext.Provider>,
  );
  return assemble(template, pageHead({ page, image: image(), structuredData: [] }), body, false);
}

/**
 * Puts head and body into the built site.html. Pages without interaction ship
 * no script at all. The landing page keeps its module script but not Vite's
 * modulepreload hints: the HTML already shows everything, and on a slow phone
 * those early downloads compete with the stylesheet for the first paint
 * (measured: bench/landing-lighthouse.bench.mjs).
 */
function assemble(template: string, head: string, body: string, withScript: boolean): string {
  let html = template
    .replace('<html lang="pt-BR">', '<html lang="pt-BR" class="motion-safe:scroll-smooth">')
    .replace('<!--site-head-->', () => head)
    .replace('<!--site-body-->', () => body)
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '');
  if (!withScript) html = html.replace(/\s*<script type="module"[^>]*><\/script>/g, '');
  return html;
}
