// What the installable app and the offline logging add to the app's first load (gzip): the app is built
// a second time into a temporary folder with their first-load modules replaced by no-ops (what the
// app was before: no service worker registration, no queue, no banner, no install prompt), and the
// first-load JavaScript of both builds is compared. Lazily loaded chunks (the on-device analyser and
// its catalog) are not part of the first load in either build.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const staticImport = /\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g;

/** KB gzip of the login → dashboard first load of the build in `dir` (bench/lib/bundle-weight.mjs's rule). */
export function appFirstLoadKb(dir) {
  const assets = path.join(dir, 'assets');
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const match of readFileSync(path.join(assets, file), 'utf8').matchAll(staticImport)) visit(match[1]);
  };
  const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  [...html.matchAll(/(?:src|href)="\/assets\/([\w.-]+\.js)"/g)].forEach((m) => visit(m[1]));
  readdirSync(assets)
    .filter((f) => /^lazy-screens-[\w-]+\.js$/.test(f))
    .forEach(visit);
  const bytes = [...seen].reduce((sum, f) => sum + gzipSync(readFileSync(path.join(assets, f))).length, 0);
  return bytes / 1024;
}

const STUBS = {
  'pwa/register-service-worker': 'export const registerServiceWorker = () => {};',
  'pwa/install-prompt-state':
    'export const listenForInstallPrompt = () => {}; export const countLoggedMeal = () => {};',
  'pwa/install-prompt': 'export const InstallPrompt = () => null;',
  'offline/connection-status': 'export const ConnectionStatus = () => null;',
  'offline/refresh-status': 'export const RefreshStatus = () => null;',
  'offline/use-outbox': 'export const useOutboxSync = () => {}; export const usePendingWrites = () => [];',
  'offline/persisted-queries':
    'export const restoreQueries = async () => {}; export const keepQueriesPersisted = () => () => {};' +
    ' export const forgetPersistedQueries = async () => {}; export const bootedFromCacheAt = () => null;',
  'offline/save-or-queue': `import { apiRequest } from '@/web/lib/api-client';
    const PATHS = { meal: '/api/meals', water: '/api/water', weight: '/api/weights' };
    export const QUEUED_MESSAGE = '';
    export const saveOrQueue = async (write, schema) =>
      ({ queued: false, value: await apiRequest('POST', PATHS[write.kind], { body: write.body, schema }) });`,
};

const withoutOffline = {
  name: 'bench:without-offline',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    const match = resolved && /src\/web\/features\/((?:pwa|offline)\/[\w-]+)\.tsx?$/.exec(resolved.id);
    return match && STUBS[match[1]] ? `\0stub:${match[1]}` : null;
  },
  load: (id) => (id.startsWith('\0stub:') ? STUBS[id.slice('\0stub:'.length)] : null),
};

/** KB gzip of the app's first load now and without the installable/offline modules. */
export async function firstLoadGrowth() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'nutri-sem-offline-'));
  // Vite's build sets NODE_ENV=production in this process; the benches start the app after it.
  const nodeEnv = process.env.NODE_ENV;
  try {
    await build({
      configFile: 'vite.config.ts',
      logLevel: 'error',
      plugins: [withoutOffline],
      build: { outDir, emptyOutDir: true, sourcemap: false },
    });
    const withKb = appFirstLoadKb('dist/web');
    const withoutKb = appFirstLoadKb(outDir);
    return { withKb, withoutKb, growthKb: withKb - withoutKb };
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
    rmSync(outDir, { recursive: true, force: true });
  }
}
