import { existsSync, statSync, writeFileSync } from 'node:fs';
import { newestMtime } from './newest-mtime.mjs';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'data/catalog', 'index.html', 'site.html', 'vite.config.ts', 'package-lock.json', 'public'];

/** True when dist/ is missing or any build input changed after the last build. */
export function buildIsStale() {
  if (!existsSync(STAMP) || !existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

export function markBuilt() {
  writeFileSync(STAMP, new Date().toISOString());
}
