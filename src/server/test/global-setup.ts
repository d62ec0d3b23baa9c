import { randomBytes } from 'node:crypto';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { createDatabase, type PoolMode } from '../db/client';
import { startEmbeddedPostgres } from '../db/embedded';
import { applyMigrations } from '../db/migrate';
import { databaseUrl, onServer } from './database-server';
import { freePort } from './local-processes';
import { replicaLaneFor } from './replica-lane';
import { PGBOUNCER_BIN, pgbouncerInstalled, startPgBouncer } from './pgbouncer';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    databaseEngine: string;
    /** The run's migrated template, copied for each test file (test-database.ts). */
    templateDatabase: string;
    /** The same server as the app reaches it: through PgBouncer in transaction mode in the external run. */
    appServerUrl: string;
    poolMode: PoolMode;
    /** The external run's streaming replica, direct (to wait for it) and as the apps reach it; '' without one. */
    replicaAdminUrl: string;
    replicaServerUrl: string;
  }
}

/**
 * API tests run against a real PostgreSQL: the embedded server by default, or,
 * when TEST_DB_ENGINE=external (npm test runs both), a primary with a streaming
 * replica of TEST_DATABASE_URL's version (or that server itself with
 * TEST_REPLICA=false), through PgBouncer (decision 0064). The migrations run
 * once, into a template with a name of its own (two runs, and other people's,
 * share the external server); each test file then works in a copy of it
 * (docs/decisions/0038-ci-in-less-time.md).
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DB_ENGINE === 'external') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DB_ENGINE=external precisa de TEST_DATABASE_URL');
    // A primary and its streaming replica with the same PostgreSQL as TEST_DATABASE_URL's (decision 0064).
    const pair = await replicaLaneFor(url);
    const primary = pair ? pair.primaryUrl : url;
    const started: Array<() => Promise<void>> = pair ? [() => pair.stop()] : [];
    const stopAll = async () => {
      for (const stop of started.reverse()) await stop();
    };
    try {
      project.provide('adminDatabaseUrl', primary);
      project.provide('databaseEngine', 'external');
      const bouncer = await pgbouncerFor(primary);
      if (bouncer) started.push(() => bouncer.stop());
      project.provide('appServerUrl', bouncer ? bouncer.through(primary) : primary);
      project.provide('poolMode', bouncer ? 'transaction' : 'session');
      // The replica as production would reach it: through a PgBouncer of its own when the primary has one.
      const replicaBouncer = pair && bouncer ? await startPgBouncer(pair.replicaUrl) : null;
      if (replicaBouncer) started.push(() => replicaBouncer.stop());
      project.provide('replicaAdminUrl', pair?.replicaUrl ?? '');
      project.provide('replicaServerUrl', pair ? (replicaBouncer?.through(pair.replicaUrl) ?? pair.replicaUrl) : '');
      const dropTemplate = await migrateTemplate(project, primary);
      // The template goes with the pair's servers; on TEST_DATABASE_URL's server it is dropped.
      if (!pair) started.unshift(dropTemplate);
    } catch (error) {
      await stopAll();
      throw error;
    }
    return stopAll;
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nutri-api-test-'));
  // PostgreSQL runs as the `postgres` user when we are root; it must be able to enter the folder.
  chmodSync(dataDir, 0o755);
  // TEST_DB_PORT pins the port (machines that hand out port ranges); otherwise any free one.
  const port = Number(process.env.TEST_DB_PORT) || (await freePort());
  const db = await startEmbeddedPostgres({ dataDir, port, password: 'test', log: () => {} });
  project.provide('adminDatabaseUrl', db.url);
  project.provide('databaseEngine', 'embedded');
  project.provide('appServerUrl', db.url);
  project.provide('poolMode', 'session');
  project.provide('replicaAdminUrl', '');
  project.provide('replicaServerUrl', '');
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

/**
 * The external run goes through PgBouncer in transaction mode when Debian's `pgbouncer` is installed (CI installs
 * it: .ci/run), so the whole suite proves the app works behind it (decision 0050); TEST_PGBOUNCER=false opts out.
 * Only the app's connections go through it: creating and dropping the test databases stays direct, since
 * `CREATE DATABASE … TEMPLATE` refuses a template that PgBouncer still holds a connection to.
 */
async function pgbouncerFor(url: string) {
  if (process.env.TEST_PGBOUNCER === 'false') return null;
  if (!pgbouncerInstalled()) {
    if (process.env.CI === 'true')
      throw new Error(`CI precisa do pgbouncer (${PGBOUNCER_BIN}): apt-get install pgbouncer`);
    console.warn(`(pgbouncer não instalado em ${PGBOUNCER_BIN}: testes de API direto no TEST_DATABASE_URL)`);
    return null;
  }
  const bouncer = await startPgBouncer(url, Number(process.env.TEST_PGBOUNCER_PORT) || undefined);
  console.log(`Testes de API pelo PgBouncer (pool_mode=transaction) na porta ${bouncer.port}`);
  return bouncer;
}
