import type { CountdownParts } from '../domain/billing/countdown';
import type { RatingSummary } from './ratings';

/**
 * What the server and the pre-rendered public pages agree on (docs/decisions/
 * 0014-public-site.md): the pages are rendered at build time with these
 * tokens, and the server replaces them on every request with its own clock's
 * values, so the HTML is right at the moment it is served.
 */
export const SITE_TOKENS = {
  /** `APP_URL`'s origin, for canonical and Open Graph addresses. */
  origin: '%%NUTRI_ORIGIN%%',
  /** The GET /api/pricing answer at serve time, as JSON, read by the page's script before it hydrates. */
  pricing: '%%NUTRI_PRICING%%',
  /** The GET /api/help/contact-info answer (SUPPORT_EMAIL, COMPANY_*), as JSON, read before hydrating. */
  contact: '%%NUTRI_CONTACT%%',
  /** SUPPORT_EMAIL, wherever a public page prints or links it. */
  supportEmail: '%%NUTRI_SUPPORT_EMAIL%%',
  /** DPO_EMAIL, where /privacidade prints or links it. */
  dpoEmail: '%%NUTRI_DPO_EMAIL%%',
  /** The company's legal identity line of the footer (empty while no COMPANY_* is set). */
  companyLine: '%%NUTRI_COMPANY_LINE%%',
  /** What the landing page may only say from the server's real state (LiveSiteFacts), as JSON. */
  live: '%%NUTRI_LIVE%%',
  /**
   * The Product's aggregateRating in the JSON-LD: the build writes this key with
   * the token as its value; the server replaces the pair with the real
   * aggregate, or removes it while there is none (decision 0041).
   */
  aggregateRating: '%%NUTRI_AGGREGATE_RATING%%',
} as const;

/** Id of the `<script type="application/json">` that carries LiveSiteFacts into the landing page. */
export const LIVE_DATA_ID = 'nutri-live';

/**
 * What the landing page says only when it is true at serve time (decision
 * 0041): the app's real rating (null below RATINGS_MIN_TO_SHOW) and whether
 * this server has the WhatsApp channel on. The build renders neither; the
 * page adds them once its script reads this.
 */
export interface LiveSiteFacts {
  ratings: RatingSummary;
  whatsapp: boolean;
  /**
   * This server names foods on a photo (AI_VISION_MODEL; decision 0071). Unlike the others it is rendered by the
   * build, as its own file (the hero's heading depends on it): the server serves the file that matches it.
   */
  photoAnalysis: boolean;
}

/** The JSON text the build writes for the aggregateRating slot of the Product, replaced per request. */
export const AGGREGATE_RATING_SLOT = `,"aggregateRating":"${SITE_TOKENS.aggregateRating}"`;

/** Id of the `<script type="application/json">` that carries the contact details into a public page. */
export const CONTACT_DATA_ID = 'nutri-contact';

/** Id of the `<script type="application/json">` that carries the pricing answer into the page. */
export const PRICING_DATA_ID = 'nutri-pricing';

export interface CountdownText {
  days: string;
  hours: string;
  minutes: string;
  seconds: string;
  /** The whole remaining time as a sentence, for screen readers. */
  spoken: string;
}

/** The countdown's placeholders in the pre-rendered "offer active" pages. */
export const COUNTDOWN_TOKENS: CountdownText = {
  days: '%%CD_DAYS%%',
  hours: '%%CD_HOURS%%',
  minutes: '%%CD_MINUTES%%',
  seconds: '%%CD_SECONDS%%',
  spoken: '%%CD_SPOKEN%%',
};

const pad = (n: number) => String(n).padStart(2, '0');
const unit = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "02", "03", "05", "07" and "2 dias, 3 horas, 5 minutos e 7 segundos". */
export function countdownText(parts: CountdownParts): CountdownText {
  return {
    days: pad(parts.days),
    hours: pad(parts.hours),
    minutes: pad(parts.minutes),
    seconds: pad(parts.seconds),
    spoken: `${unit(parts.days, 'dia', 'dias')}, ${unit(parts.hours, 'hora', 'horas')}, ${unit(parts.minutes, 'minuto', 'minutos')} e ${unit(parts.seconds, 'segundo', 'segundos')}`,
  };
}

/** Serialises JSON for an inline `<script type="application/json">`: `<` can never close the element. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/** The public pages served pre-rendered (and listed in sitemap.xml). The landing page has one file per offer state. */
export const PUBLIC_PAGES = [
  { path: '/', name: 'inicio', variesWithOffer: true },
  { path: '/termos', name: 'termos', variesWithOffer: false },
  { path: '/privacidade', name: 'privacidade', variesWithOffer: false },
  { path: '/limitacoes', name: 'limitacoes', variesWithOffer: false },
] as const;
export type PublicPage = (typeof PUBLIC_PAGES)[number];

/** The build writes pre-rendered pages to dist/prerendered, beside dist/web (never served as static files). */
export const PRERENDERED_DIR = 'prerendered';

/**
 * File name of a pre-rendered page in PRERENDERED_DIR: the landing page has one per offer state, each with and
 * without the photo analysis claims (decision 0071).
 */
export function prerenderedFile(page: PublicPage, offerActive: boolean, photoAnalysis = true): string {
  if (!page.variesWithOffer) return `${page.name}.html`;
  return `${page.name}.${offerActive ? 'oferta-ativa' : 'oferta-encerrada'}${photoAnalysis ? '' : '.sem-foto'}.html`;
}
