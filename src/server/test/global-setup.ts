import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { databaseUrl, onServer } from './database-server';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseEngine: string;
    /** The run's migrated template, copied for each test file (test-database.ts). */
    templateDatabase: string;
  }
}

/**
 * API tests run against a real PostgreSQL: the embedded server by default, or
 * the one at TEST_DATABASE_URL when TEST_DB_ENGINE=external (npm test runs
 * both). The migrations run once, into a template with a name of its own (two
 * runs, and other people's, share the external server); each test file then
 * works in a copy of it (docs/decisions/0038-ci-in-less-time.md).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_ENGINE === 'external') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_ENGINE=external precisa de TEST_DATABASE_URL');
    project.provide('adminDatabaseUrl', url);
    project.provide('databaseEngine', 'external');
    return migrateTemplate(project, url);
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutri-api-test-'));
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // TEST_DB_PORT pins the port (machines that hand out port ranges); otherwise any free one.
  const port = Number(process.env.TEST_DB_PORT) || (await freePort());
  const db = await startEmbeddedPostgres({ dataDir, port, password: 'test', log: () => {} });
  project.provide('adminDatabaseUrl', db.url);
  project.provide('databaseEngine', 'embedded');
  await migrateTemplate(project, db.url);
  return async () => {
    // The template goes with the whole server.
    await db.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/** Creates and migrates the run's template, closes every connection to it (a copy needs none open), provides its name. */
async function migrateTemplate(project: TestProject, adminUrl: string) {
  const name = `nutri_template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const { db, pool } = createDatabase(databaseUrl(adminUrl, name), pino({ level: 'silent' }), 1);
  try {
    await applyMigrations(db);
  } finally {
    await pool.end();
  }
  project.provide('templateDatabase', name);
  return () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
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
