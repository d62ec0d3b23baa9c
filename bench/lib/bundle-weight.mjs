// First-load JavaScript of the built web app, gzip, from dist/: what a browser
// downloads before the page is usable (the HTML's scripts and modulepreloads and
// every chunk they import statically).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const ASSETS = 'dist/web/assets';
const staticImport = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;
const dynamicImport = /\bimport\(["'`]\.\/([\w.-]+\.js)["'`]\)/g;

/** The chunks `files` pull in; with `dynamic`, also those they import on demand (the landing hydrates on load). */
function closure(files, dynamic = false) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(path.join(ASSETS, file), 'utf8');
    for (const match of code.matchAll(staticImport)) visit(match[1]);
    if (dynamic) for (const match of code.matchAll(dynamicImport)) visit(match[1]);
  };
  files.forEach(visit);
  return seen;
}

const scriptsOf = (html) => [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].map((m) => m[1]);
const gzipKb = (files) =>
  Math.round([...files].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(ASSETS, f))).length, 0) / 1024);

/** KB gzip of the landing page's JavaScript and of login → dashboard (the app entry plus the signed-in screens' chunk). */
export function firstLoadWeights() {
  const landing = closure(scriptsOf(readFileSync('dist/prerendered/inicio.oferta-ativa.html', 'utf8')), true);
  const lazy = readdirSync(ASSETS).filter((f) => /^lazy-screens-[\w-]+\.js$/.test(f));
  const app = closure([...scriptsOf(readFileSync('dist/web/index.html', 'utf8')), ...lazy]);
  return { landingKb: gzipKb(landing), appKb: gzipKb(app) };
}
