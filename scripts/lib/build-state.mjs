import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const INPUTS = ['src', 'data/catalog', 'index.html', 'site.html', 'vite.config.ts', 'package-lock.json', 'public'];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/** True when dist/ is missing or any build input changed after the last build. */
export function buildIsStale() {
  if (!existsSync(STAMP) || !existsSync('dist/server/main.js') || !existsSync('dist/web/index.html')) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

export function markBuilt() {
  writeFileSync(STAMP, new Date().toISOString());
}
