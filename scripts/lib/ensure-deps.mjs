import { existsSync, statSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Installs dependencies when node_modules is missing or older than the
 * lockfile, so `npm start` and `npm test` work on a fresh clone.
 * Uses only Node built-ins: it runs before anything is installed.
 *
 * `npm install`, not `npm ci`: the registries these machines reach serve only
 * this platform's optional binaries (e.g. @tailwindcss/oxide-linux-x64-gnu),
 * so the lockfile cannot list the other platforms' ones and `npm ci` refuses
 * it as "out of sync". `npm install` still installs the locked versions.
 */
export async function ensureDependencies() {
  const marker = 'node_modules/.package-lock.json';
  const stale = !existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000;
  if (!stale) return;
  console.log('› Instalando dependências (npm install)…');
  await run('npm', ['install', '--no-audit', '--no-fund']);
}
