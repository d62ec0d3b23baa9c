import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** What the server bundle is built from (scripts/build.mjs server). */
const SERVER_INPUTS = ['src/server', 'src/domain', 'src/contracts', 'data/catalog', 'package-lock.json'];
export const SERVER_BUNDLE = 'dist/server/main.js';

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

/**
 * Vitest global setup of the reliability project: the kill -9 rounds, the soak
 * and the two-server test run the built server (`node dist/server/main.js`),
 * as production does. Rebuilds the server bundle (esbuild, about a second)
 * when any of its inputs is newer; the web build is not needed for them.
 */
export default function buildServerWhenStale() {
  const built = existsSync(SERVER_BUNDLE) ? statSync(SERVER_BUNDLE).mtimeMs : 0;
  if (built > 0 && SERVER_INPUTS.every((input) => newestMtime(input) <= built)) return;
  execFileSync(process.execPath, ['scripts/build.mjs', 'server'], { stdio: 'inherit' });
}
