import { LEGAL_DOCUMENTS } from '@/contracts/legal';

/** In-page sections the top bar scrolls to (decision 0014: hero, how-it-works, pricing, faq). */
export const SECTION = {
  hero: 'hero',
  howItWorks: 'how-it-works',
  pricing: 'pricing',
  faq: 'faq',
  legal: 'aviso-legal',
} as const;

export const TOP_NAV = [
  { label: 'Início', section: SECTION.hero },
  { label: 'Como Funciona', section: SECTION.howItWorks },
  { label: 'Planos', section: SECTION.pricing },
  { label: 'FAQ', section: SECTION.faq },
] as const;

/** Sign-up opens with a full page load (decision 0014), so the landing page's script never needs the app's. */
export const SIGNUP_HREF = '/signup';
export const LOGIN_HREF = '/login';
export const DASHBOARD_HREF = '/dashboard';
export const HELP_HREF = '/help';
/** The catalogue's sources page (TACO, IBGE POF) lives in the app. */
export const SOURCES_HREF = '/fontes';

export const LEGAL_LINKS = [LEGAL_DOCUMENTS.terms, LEGAL_DOCUMENTS.privacy, LEGAL_DOCUMENTS.limitations].map((d) => ({
  href: d.path,
  label: d.title,
}));

/** Shared look of the call-to-action links (plain anchors: no router, no UI library on the landing page). */
const CTA_BASE =
  'inline-flex items-center justify-center gap-2 rounded-xl px-6 py-3 text-base font-semibold shadow-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2';
export const CTA_CLASS = `${CTA_BASE} bg-brand-700 text-white hover:bg-brand-800 focus-visible:outline-brand-700`;
export const CTA_ON_DARK_CLASS = `${CTA_BASE} bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-white`;
export const CTA_HIGHLIGHT_CLASS = `${CTA_BASE} bg-amber-300 text-slate-900 hover:bg-amber-200 focus-visible:outline-white`;
