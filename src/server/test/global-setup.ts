import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseEngine: string;
  }
}

/**
 * API tests run against a real PostgreSQL: the embedded server by default, or
 * the one at TEST_DATABASE_URL when TEST_DB_ENGINE=external (npm test runs
 * both). Each test file then works in a database of its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_ENGINE === 'external') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_ENGINE=external precisa de TEST_DATABASE_URL');
    project.provide('adminDatabaseUrl', url);
    project.provide('databaseEngine', 'external');
    return;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutri-api-test-'));
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // TEST_DB_PORT pins the port (machines that hand out port ranges); otherwise any free one.
  const port = Number(process.env.TEST_DB_PORT) || (await freePort());
  const db = await startEmbeddedPostgres({ dataDir, port, password: 'test', log: () => {} });
  project.provide('adminDatabaseUrl', db.url);
  project.provide('databaseEngine', 'embedded');
  return async () => {
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}
