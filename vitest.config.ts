import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Five projects: pure unit tests (domain, contracts, web units, data checks), component tests of the
// web app's forms in jsdom (`*.test.tsx` under src/web), API tests that run the server against a real
// PostgreSQL (see src/server/test/), the long evaluations (`*.long.test.ts`, only in `npm run test:long`), and the
// reliability suite (fuzz, kill -9, soak, two servers; `npm run test:reliability`,
// docs/decisions/0020-reliability-suite.md), kept out of the others because it takes minutes.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'data/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: [
            'src/server/**/*.api.test.ts',
            '**/*.reliability.test.ts',
            '**/*.long.test.ts',
            'src/web/**/*.test.tsx',
          ],
          environment: 'node',
          setupFiles: ['src/server/test/pin-clock.setup.ts'],
          // As the API project: the domain and catalog are imported once per worker, not once per file.
          isolate: false,
        },
      },
      {
        // Component tests of the web app's forms (Testing Library in jsdom): decision 0029.
        resolve: { alias },
        test: {
          name: 'web',
          include: ['src/web/**/*.test.tsx'],
          environment: 'jsdom',
          // Rendering in jsdom is slow on a busy 2-core machine; the assertions wait, they do not sleep.
          testTimeout: 30_000,
          setupFiles: ['src/server/test/pin-clock.setup.ts', 'src/web/test/component-setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          // One module registry per worker, not per file: every file already makes its own app, database
          // and clock, and re-importing the server for each of 56 files was most of the run (142 s → 64 s).
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/pin-clock.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Evaluations too long for every change (minutes of OCR): `npm run test:long` runs them and the note of a
        // change that touches what they measure reports them (docs/decisions/0065-ci-journeys-do-less.md).
        resolve: { alias },
        test: {
          name: 'long',
          include: ['**/*.long.test.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          environment: 'node',
          setupFiles: ['src/server/test/pin-clock.setup.ts'],
          testTimeout: 3_600_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'reliability',
          include: ['**/*.reliability.test.ts'],
          exclude: ['node_modules/**', 'dist/**'],
          globalSetup: ['src/server/test/global-setup.ts', 'src/server/reliability/support/build-server.ts'],
          // One file at a time: the soak measures memory and the kill -9 rounds time writes; on a
          // 2-core machine parallel files would measure each other.
          fileParallelism: false,
          testTimeout: 600_000,
          hookTimeout: 180_000,
        },
      },
    ],
  },
});
