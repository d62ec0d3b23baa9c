import { execFileSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { newestMtime } from '../../../../scripts/lib/newest-mtime.mjs';

/** What the server bundle is built from (scripts/build.mjs server). */
const SERVER_INPUTS = ['src/server', 'src/domain', 'src/contracts', 'data/catalog', 'package-lock.json'];
export const SERVER_BUNDLE = 'dist/server/main.js';

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
