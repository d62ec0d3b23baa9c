import { existsSync, statSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Installs dependencies when node_modules is missing or older than the
 * lockfile, so `npm start` and `npm test` work on a fresh clone.
 * Uses only Node built-ins: it runs before anything is installed.
 */
export async function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  console.log('› Instalando dependências (npm ci)…');
  await run('npm', ['ci', '--no-audit', '--no-fund']);
}
