import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AGGREGATE_RATING_SLOT,
  COUNTDOWN_TOKENS,
  countdownText,
  jsonForScript,
  prerenderedFile,
  PUBLIC_PAGES,
  SITE_TOKENS,
  type CountdownText,
  type LiveSiteFacts,
} from '../../../contracts/site';
import { companyLine, type ContactInfo } from '../../../contracts/help';
import { aggregateRatingData } from '../../../contracts/ratings';
import { countdownParts } from '../../../domain/billing/countdown';
import { pricingAnswer } from '../pricing/pricing-answer';

interface PageFiles {
  /** The landing page has one file per offer state, with and without photo claims; the legal pages one file. */
  active: string;
  ended: string;
  /** The landing page without the photo analysis claims, for a server without a vision model (decision 0071). */
  withoutPhotos: { active: string; ended: string };
}

/**
 * The pages `npm run build` pre-rendered (scripts/prerender-site.mjs), read
 * once at start. Null when the folder is missing (API tests, a partial build):
 * the SPA answers those paths instead.
 */
export function loadPrerenderedPages(dir: string): Map<string, PageFiles> | null {
  if (!existsSync(dir)) return null;
  const pages = new Map<string, PageFiles>();
  for (const page of PUBLIC_PAGES) {
    const read = (active: boolean, photo = true) =>
      readFileSync(path.join(dir, prerenderedFile(page, active, photo)), 'utf8');
    pages.set(page.path, {
      active: read(true),
      ended: read(false),
      withoutPhotos: { active: read(true, false), ended: read(false, false) },
    });
  }
  return pages;
}

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The page as it stands at `now`: the file of the current offer state, with
 * the countdown, the pricing answer, the site's origin, the contact
 * settings, the photo claims this server can keep (decision 0071)
 * settings and the real rating (or none) filled in (docs/decisions/0014-public-site.md, 0041).
 */
export function renderPrerenderedPage(
  files: PageFiles,
  now: Date,
  origin: string,
  contact: ContactInfo,
  live: LiveSiteFacts,
): string {
  const { ratings } = live;
  const pricing = pricingAnswer(now);
  const version = live.photoAnalysis ? files : files.withoutPhotos;
  let html = pricing.offerActive ? version.active : version.ended;
  if (pricing.offerActive) {
    const text = countdownText(countdownParts(new Date(pricing.offerEndsAt), now));
    for (const key of Object.keys(COUNTDOWN_TOKENS) as Array<keyof CountdownText>) {
      html = html.replaceAll(COUNTDOWN_TOKENS[key], text[key]);
    }
  }
  return html
    .replaceAll(SITE_TOKENS.origin, origin)
    .replaceAll(SITE_TOKENS.supportEmail, escapeHtml(contact.supportEmail))
    .replaceAll(SITE_TOKENS.dpoEmail, escapeHtml(contact.dpoEmail))
    .replaceAll(SITE_TOKENS.companyLine, escapeHtml(companyLine(contact.company)))
    .replace(SITE_TOKENS.contact, () => jsonForScript(contact))
    .replace(SITE_TOKENS.pricing, () => jsonForScript(pricing))
    .replace(SITE_TOKENS.live, () => jsonForScript(live))
    .replace(AGGREGATE_RATING_SLOT, () =>
      ratings ? `,"aggregateRating":${jsonForScript(aggregateRatingData(ratings))}` : '',
    );
}
