import { LEGAL_DOCUMENTS } from '../../../contracts/legal';
import { PUBLIC_PAGES } from '../../../contracts/site';

/**
 * robots.txt (RFC 9309): the public pages are open; the signed-in app, the
 * API and development pages are not worth crawling.
 */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /dashboard',
    'Disallow: /onboarding',
    'Disallow: /dev/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml (sitemaps.org 0.9): the pre-rendered public pages; legal pages dated by their version. */
export function sitemapXml(origin: string): string {
  const lastModified = new Map<string, string>(Object.values(LEGAL_DOCUMENTS).map((d) => [d.path, d.effectiveOn]));
  const urls = PUBLIC_PAGES.map((page) => {
    const lastmod = lastModified.get(page.path);
    return `  <url><loc>${origin}${page.path}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
