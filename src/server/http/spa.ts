import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { isAppPath } from '../../contracts/app-paths';
import type { AppEnv } from './app-env';

/**
 * Serves the built web app (dist/web): hashed assets with a long cache, and
 * index.html for every other path so the client router can answer it — with
 * status 404 when the app has no screen there (src/contracts/app-paths.ts).
 */
export function spaRoutes(webDir: string) {
  const app = new Hono<AppEnv>();
  const indexFile = path.join(webDir, 'index.html');
  if (!existsSync(indexFile)) {
    return app.get('*', (c) =>
      c.text('A interface web ainda não foi compilada. Rode `npm run build` (ou `npm start`).', 503),
    );
  }
  const indexHtml = readFileSync(indexFile, 'utf8');
  const root = path.relative(process.cwd(), webDir) || '.';
  app.use(
    '/assets/*',
    serveStatic({
      root,
      // .br/.gz written by the build (scripts/lib/precompress.mjs).
      precompressed: true,
      onFound: (_path, c) => c.header('Cache-Control', 'public, max-age=31536000, immutable'),
    }),
  );
  app.use('*', serveStatic({ root, index: '__no_index__' }));
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.html(indexHtml, isAppPath(c.req.path) ? 200 : 404);
  });
  return app;
}
