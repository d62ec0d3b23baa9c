#!/usr/bin/env node
// Pre-renders the public pages (landing page in both offer states, /termos,
// /privacidade, /limitacoes) into dist/prerendered/, from the site.html that
// `vite build` wrote to dist/web. The server picks and fills them per request
// (src/server/modules/site). See docs/decisions/0014-public-site.md.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { run } from './lib/run.mjs';

const SSR_OUT = 'dist/prerender-ssr';
const OUT = 'dist/prerendered';
const TEMPLATE = 'dist/web/site.html';

await run('npx', [
  'vite',
  'build',
  '--ssr',
  'src/web/features/site/entry-prerender.tsx',
  '--outDir',
  SSR_OUT,
  '--logLevel',
  'warn',
]);
const { prerenderPublicPages } = await import(pathToFileURL(path.resolve(SSR_OUT, 'entry-prerender.js')).href);
const template = readFileSync(TEMPLATE, 'utf8');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
for (const page of prerenderPublicPages(template)) writeFileSync(path.join(OUT, page.file), page.html);
// The raw template must not be served as a page of its own.
rmSync(TEMPLATE);
rmSync(SSR_OUT, { recursive: true, force: true });
