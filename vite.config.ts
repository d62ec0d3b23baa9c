import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';

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

export default defineConfig(({ isSsrBuild }) => ({
  root,
  plugins: [react(), tailwindcss()],
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
            { name: 'forms', test: /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/ },
            // Recharts and what only it uses load with the statistics screen, not with every page
            // of the app (decision 0023: about 100 KB gzip off the first load).
            {
              name: 'charts',
              includeDependenciesRecursively: false,
              test: /node_modules[\\/](recharts|d3-[\w-]+|internmap|victory-vendor|@reduxjs|redux|redux-thunk|react-redux|immer|reselect|es-toolkit|decimal\.js-light|eventemitter3|tiny-invariant|use-sync-external-store)[\\/]/,
            },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
  server: { port: 5173, proxy },
  preview: { port: 4173, proxy },
}));
