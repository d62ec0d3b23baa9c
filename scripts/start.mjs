#!/usr/bin/env node
// `npm start`: install what is missing, build what changed, then run the server
// (embedded PostgreSQL under DATA_DIR unless DATABASE_URL is set) on PORT (3000).
import { buildIsStale, markBuilt } from './lib/build-state.mjs';
import { ensureDependencies } from './lib/ensure-deps.mjs';
import { run } from './lib/run.mjs';

try {
  await ensureDependencies();
  if (buildIsStale()) {
    console.log('› Compilando o Nutri…');
    await run('node', ['scripts/build.mjs']);
    markBuilt();
  }
} catch (error) {
  console.error(error.message);
  process.exit(error.exitCode ?? 1);
}
// Run in this process so SIGINT/SIGTERM reach the server's graceful shutdown directly.
await import('../dist/server/main.js');
