import { createReadStream, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ProxyOptions } from 'vite';
import { VitePWA, type VitePWAOptions } from 'vite-plugin-pwa';

// The API server (src/server) listens on 3000. Vite only proxies. Start the API
// with APP_URL=http://localhost:5173: its same-origin (CSRF) check accepts
// exactly APP_URL's origin, and e-mail links then open the dev server.
const apiServer = 'http://127.0.0.1:3000';
const proxy: Record<string, ProxyOptions | string> = {
  '/api': apiServer,
  // Regex key: only /dev/… (the development outbox), never paths like /devices.
  '^/dev/': apiServer,
};

const root = fileURLToPath(new URL('.', import.meta.url));

/** The palette's emerald 700 (src/web/styles.css: the brand's lightest shade with AA contrast) and slate 50. */
const THEME_COLOR = '#047857';
const BACKGROUND_COLOR = '#f8fafc';

/**
 * The installed app (docs/decisions/0030-installable-app-and-offline-logging.md): a pt-BR manifest and a
 * Workbox service worker that precaches the app shell (HTML, JS, CSS, icons) — never an /api answer:
 * personal data stays in the page's own storage, which logging out clears.
 */
const pwaOptions: Partial<VitePWAOptions> = {
  // The page asks before a new version takes over ("Nova versão disponível — atualizar").
  registerType: 'prompt',
  // Registered by src/web/features/pwa (no inline script: the CSP allows none).
  injectRegister: false,
  manifestFilename: 'manifest.webmanifest',
  manifest: {
    id: '/dashboard',
    name: 'Nutri — sua nutricionista virtual',
    short_name: 'Nutri',
    description: 'Analise refeições por foto ou descrição e acompanhe suas metas diárias, mesmo sem conexão.',
    lang: 'pt-BR',
    dir: 'ltr',
    start_url: '/dashboard',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: THEME_COLOR,
    background_color: BACKGROUND_COLOR,
    categories: ['health', 'food', 'lifestyle'],
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
      { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
    shortcuts: [
      {
        name: 'Analisar refeição',
        short_name: 'Refeição',
        url: '/dashboard/analyze',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
      {
        name: 'Registrar água',
        short_name: 'Água',
        url: '/dashboard#agua',
        icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }],
      },
    ],
  },
  workbox: {
    // Web Push: the `push` and `notificationclick` handlers (public/push-sw.js, decision 0049).
    importScripts: ['/push-sw.js'],
    // The app shell and every lazily loaded screen (the offline analyser's catalog included). Not the
    // public site's template and pictures: the landing is pre-rendered per request and needs the network.
    globPatterns: ['**/*.{js,css,html,png,svg}'],
    // Nor the label reader's OCR files (about 5 MB): cached when first used (runtimeCaching below).
    globIgnores: ['site.html', 'images/**', 'assets/ocr-*/**'],
    // The offline analyser's catalog chunk: about 1 MB with TACO and USDA, 4.2 MB since IBGE POF's 1,971 foods
    // (decision 0039; 0.4 MB over the wire with gzip). Precached so a meal is read offline at once.
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    // "/" is the public landing, pre-rendered by the server, not the app's index.html: no directory index.
    directoryIndex: null,
    navigateFallback: '/index.html',
    // Only the signed-in app opens from cache; the landing, legal pages, /api and /dev always ask the server.
    navigateFallbackAllowlist: [/^\/(dashboard|onboarding)(\/|$)/, /^\/(login|signup)$/],
    cleanupOutdatedCaches: true,
    // /api answers are personal and never enter the service worker's caches. The OCR files are the same
    // for everyone and their URLs change with their version: kept after the first label read, so a label
    // can be read again with no connection (the trained data is also kept by tesseract.js in IndexedDB).
    runtimeCaching: [
      {
        urlPattern: ({ url }) => url.pathname.startsWith('/assets/ocr-'),
        handler: 'CacheFirst',
        options: { cacheName: 'nutri-ocr', expiration: { maxEntries: 10 } },
      },
    ],
  },
};

/**
 * The label reader's OCR files (docs/decisions/0034-nutrition-label-reading.md), served from our own
 * origin, never a CDN: tesseract.js's worker script, its WebAssembly core (the LSTM-only builds: relaxed
 * SIMD, SIMD and plain; the worker picks the one the device runs) and the Portuguese trained data
 * (@tesseract.js-data/por, the integer LSTM model, 1.4 MB gzip). They go to a folder named by the
 * versions, so a new version is a new URL and the old ones can be cached for good. Loaded only when
 * someone opens "Ler tabela nutricional".
 */
const modules = fileURLToPath(new URL('./node_modules/', import.meta.url));
const versionOf = (name: string) =>
  (JSON.parse(readFileSync(`${modules}${name}/package.json`, 'utf8')) as { version: string }).version;
export const OCR_ASSETS_DIR = `assets/ocr-${versionOf('tesseract.js')}-core${versionOf('tesseract.js-core')}-por${versionOf('@tesseract.js-data/por')}`;
const OCR_FILES: Record<string, string> = {
  'worker.min.js': `${modules}tesseract.js/dist/worker.min.js`,
  'tesseract-core-relaxedsimd-lstm.wasm.js': `${modules}tesseract.js-core/tesseract-core-relaxedsimd-lstm.wasm.js`,
  'tesseract-core-simd-lstm.wasm.js': `${modules}tesseract.js-core/tesseract-core-simd-lstm.wasm.js`,
  'tesseract-core-lstm.wasm.js': `${modules}tesseract.js-core/tesseract-core-lstm.wasm.js`,
  'por.traineddata.gz': `${modules}@tesseract.js-data/por/4.0.0_best_int/por.traineddata.gz`,
};
const ocrAssets: Plugin = {
  name: 'nutri:ocr-assets',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      const name = req.url?.startsWith(`/${OCR_ASSETS_DIR}/`) ? req.url.slice(OCR_ASSETS_DIR.length + 2) : null;
      const file = name ? OCR_FILES[name] : undefined;
      if (!file) return next();
      res.setHeader('Content-Type', name!.endsWith('.js') ? 'text/javascript' : 'application/octet-stream');
      createReadStream(file).pipe(res);
    });
  },
  generateBundle() {
    for (const [name, file] of Object.entries(OCR_FILES)) {
      this.emitFile({ type: 'asset', fileName: `${OCR_ASSETS_DIR}/${name}`, source: readFileSync(file) });
    }
  },
};

/**
 * The plugin links the manifest from every page; the public site (site.html → landing and legal pages)
 * must not offer the install (decision 0030): only the app does, after the second logged meal.
 */
const siteWithoutManifest: Plugin = {
  name: 'nutri:site-without-manifest',
  enforce: 'post',
  transformIndexHtml: {
    order: 'post',
    handler: (html, { filename }) =>
      filename.endsWith('site.html') ? html.replace(/<link rel="manifest"[^>]*>/, '') : html,
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  root,
  // The service worker and manifest belong to the app build, not to the pre-rendering (--ssr) one.
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [VitePWA(pwaOptions), siteWithoutManifest, ocrAssets])],
  define: { __OCR_ASSETS__: JSON.stringify(`/${OCR_ASSETS_DIR}/`) },
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    outDir: 'dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // Pictures stay files (cached, responsive); inlined into JavaScript they would count against the landing budget.
    assetsInlineLimit: (file: string) => (/\.(avif|webp|png|jpe?g)$/.test(file) ? false : undefined),
    rolldownOptions: {
      // Two pages: the app (index.html) and the public site's template (site.html), which
      // scripts/prerender-site.mjs fills with the pre-rendered landing and legal pages.
      // The pre-rendering build itself (--ssr) has its own single entry.
      ...(isSsrBuild ? {} : { input: { app: `${root}index.html`, site: `${root}site.html` } }),
      output: {
        // Libraries change far less often than the app: separate chunks stay cached across releases.
        // The landing page loads only React and the icons: keep those in chunks of their own.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/]react-router[\\/]/ },
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/ },
            // zod checks the API's answers on every screen; the form library only the screens with forms, none of
            // them first-load for the installed app since the sign-in screens load on demand (decision 0030).
            { name: 'zod', test: /node_modules[\\/]zod[\\/]/ },
            { name: 'forms', test: /node_modules[\\/](react-hook-form|@hookform)[\\/]/ },
            // Recharts and what only it uses load with the statistics screen, not with every page
            // of the app (decision 0023: about 100 KB gzip off the first load).
            {
              name: 'charts',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](recharts|d3-[\w-]+|internmap|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
            },
            // The barcode reader (ZXing's JavaScript; its .wasm is a file of its own) loads with the camera,
            // never with the app (decision 0030, addendum): kept out of the shared vendor chunk.
            { name: 'barcode-reader', test: /node_modules[\\/](barcode-detector|zxing-wasm)[\\/]/ },
            // The label reader's OCR client loads only with "Ler tabela nutricional" (decision 0034).
            { name: 'ocr', test: /node_modules[\\/](tesseract\.js|is-url|bmp-js|regenerator-runtime)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
