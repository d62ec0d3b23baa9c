#!/usr/bin/env node
// Builds the web app (Vite → dist/web), the pre-rendered public pages (→ dist/prerendered) and the server (esbuild → dist/server/main.js and its chunks,
// with its SQL migrations beside it). Dependencies stay in node_modules.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';
import { precompress } from './lib/precompress.mjs';
import { run } from './lib/run.mjs';

const only = process.argv[2];

if (!only || only === 'web') {
  await run('npx', ['vite', 'build', '--logLevel', 'warn']);
  await run('node', ['scripts/prerender-site.mjs']);
  precompress('dist/web/assets');
}
if (!only || only === 'server') {
  rmSync('dist/server', { recursive: true, force: true });
  await build({
    entryPoints: ['src/server/main.ts'],
    // main.js and its chunks side by side (import.meta.url finds migrations/ and ../web from any of them): main.ts
    // imports serve.ts with import() so the app's modules load while PostgreSQL starts (decision 0023, cold start).
    outdir: 'dist/server',
    splitting: true,
    chunkNames: '[name]-[hash]',
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
}
