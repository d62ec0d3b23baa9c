#!/usr/bin/env node
// Renders the installed app's icons (public/icons) from the favicon, src/web/favicon.svg: the rounded
// "any" icons as they are, and full-bleed "maskable" ones whose drop sits inside the central 80% circle
// a launcher may keep (https://web.dev/articles/maskable-icon). Run after changing the favicon:
//   node scripts/pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';

const favicon = readFileSync('src/web/favicon.svg', 'utf8');
const brand = /fill="(#[0-9a-f]{6})"/i.exec(favicon)?.[1];
if (!brand) throw new Error('favicon.svg sem a cor da marca');
// The favicon's drawing without its rounded background square.
const drawing = favicon
  .replace(/^<svg[^>]*>/, '')
  .replace(/<\/svg>\s*$/, '')
  .replace(/<rect[^>]*\/>/, '');
// Full-bleed square; the drop (at most 9 units from the centre) scaled to 90% stays inside the safe circle (12.8).
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brand}"/>` +
  `<g transform="translate(1.6 1.6) scale(0.9)">${drawing}</g></svg>`;

const out = 'public/icons';
mkdirSync(out, { recursive: true });
const render = (svg, size, file) =>
  sharp(Buffer.from(svg), { density: (72 * size) / 32 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(`${out}/${file}`);

await Promise.all([
  render(favicon, 192, 'icon-192.png'),
  render(favicon, 512, 'icon-512.png'),
  render(maskable, 192, 'maskable-192.png'),
  render(maskable, 512, 'maskable-512.png'),
  // iOS fills transparent corners with black and rounds the icon itself: the full-bleed one fits.
  render(maskable, 180, 'apple-touch-icon.png'),
]);
console.log(`ícones em ${out}/`);
