import path from 'node:path';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { ContactInfo } from '../../../contracts/help';
import type { RatingSummary } from '../../../contracts/ratings';
import { PRERENDERED_DIR, SITE_TOKENS } from '../../../contracts/site';
import type { AppEnv } from '../../http/app-env';
import { robotsTxt, sitemapXml } from './crawler-files';
import { loadPrerenderedPages, renderPrerenderedPage } from './prerendered-pages';

interface SiteOptions {
  clock: () => Date;
  appUrl: URL;
  /** dist/web; the pre-rendered pages sit beside it in dist/prerendered. */
  webDir?: string;
  /** SUPPORT_EMAIL and COMPANY_*: the pages print them. */
  contact: ContactInfo;
  /** The app's real rating at this moment (null below RATINGS_MIN_TO_SHOW). */
  ratings: () => Promise<RatingSummary>;
  /** The WhatsApp channel is on (WHATSAPP_*): only then does the landing page offer it. */
  whatsapp: boolean;
  /** A vision model names foods on photos (AI_VISION_MODEL): only then does the landing page promise it. */
  photoAnalysis: boolean;
}

/**
 * The public site: robots.txt, sitemap.xml, the English legal paths of the
 * side menu, and the landing and legal pages pre-rendered and filled per
 * request from the server's clock.
 */
export function siteRoutes({ clock, appUrl, webDir, contact, ratings, whatsapp, photoAnalysis }: SiteOptions) {
  const origin = appUrl.origin;
  const app = new Hono<AppEnv>()
    .get('/robots.txt', (c) => {
      c.header('Cache-Control', 'public, max-age=3600');
      return c.text(robotsTxt(origin));
    })
    .get('/sitemap.xml', (c) => {
      c.header('Content-Type', 'application/xml; charset=UTF-8');
      c.header('Cache-Control', 'public, max-age=3600');
      return c.body(sitemapXml(origin));
    })
    .get('/terms', (c) => c.redirect('/termos', 301))
    .get('/privacy', (c) => c.redirect('/privacidade', 301));

  const pages = webDir ? loadPrerenderedPages(path.join(webDir, '..', PRERENDERED_DIR)) : null;
  for (const [pagePath, files] of pages ?? []) {
    // Filled per request, so compressed per request (about 1 ms for the landing page's 110 KB).
    app.get(pagePath, compress(), async (c) => {
      // The countdown, the offer state and the rating change with time: always ask again.
      c.header('Cache-Control', 'no-cache');
      // One aggregate over one row per person; the legal pages do not print it.
      const summary = files.active.includes(SITE_TOKENS.live) ? await ratings() : null;
      return c.html(
        renderPrerenderedPage(files, clock(), origin, contact, { ratings: summary, whatsapp, photoAnalysis }),
      );
    });
  }
  return app;
}
