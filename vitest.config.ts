import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

// Pure unit tests (domain, contracts, web units, data checks), API tests that
// run the server against a real PostgreSQL (see src/server/test/), and
// reliability tests that start, kill and restart whole servers.
export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'data/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**/*.api.test.ts', 'src/server/**/*.reliability.test.ts', 'tests/reliability/**'],
          environment: 'node',
          setupFiles: ['src/server/test/pin-clock.setup.ts'],
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['src/server/**/*.api.test.ts'],
          globalSetup: ['src/server/test/global-setup.ts'],
          setupFiles: ['src/server/test/pin-clock.setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        resolve: { alias },
        test: {
          // Whole servers started, killed and restarted (`npm run test:reliability`); slow, so not in `npm test`.
          name: 'reliability',
          include: ['src/server/**/*.reliability.test.ts', 'tests/reliability/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
