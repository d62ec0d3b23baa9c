import { randomBytes } from 'node:crypto';
import pino from 'pino';
import { inject } from 'vitest';
import { createDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';
import { databaseUrl, onServer } from './database-server';
import { waitForReplay } from './streaming-replica';

/**
 * A fresh, migrated database for one test file, dropped afterwards: a copy of the run's template, which the
 * global setup migrated once (`CREATE DATABASE … TEMPLATE …` copies files instead of replaying every migration
 * in every file; docs/decisions/0038-ci-in-less-time.md). The reliability suite also asks for
 * one on another server (`adminUrl`, migrated here) or without migrations (`migrate: false`, for servers that
 * migrate it themselves).
 */
export async function createTestDatabase(options: { adminUrl?: string; migrate?: boolean } = {}) {
  const adminUrl = options.adminUrl ?? inject('adminDatabaseUrl');
  const migrate = options.migrate ?? true;
  // The template lives on the run's own server only.
  const template = migrate && adminUrl === inject('adminDatabaseUrl') ? inject('templateDatabase') : undefined;
  const name = `nutri_test_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  // The app's connections: through PgBouncer in the external run (global-setup.ts), direct otherwise.
  const own = adminUrl === inject('adminDatabaseUrl');
  const url = databaseUrl(own ? inject('appServerUrl') : adminUrl, name);
  const poolMode = own ? inject('poolMode') : 'session';
  const { db, pool } = createDatabase(url, pino({ level: 'silent' }), { max: 5, poolMode });
  if (migrate && !template) await applyMigrations(db);
  // The external run's replica (decision 0064): it has the new database once it has replayed its creation, which
  // createTestApp waits for before it first connects there.
  const replicaAdminUrl = own ? inject('replicaAdminUrl') : '';
  const replicated = async () => {
    if (replicaAdminUrl) await waitForReplay({ primaryUrl: adminUrl, replicaUrl: replicaAdminUrl });
  };
  return {
    db,
    url,
    /** How `url` pools connections: pass it on to any other pool opened on `url`. */
    poolMode,
    /** The same database on the run's streaming replica, as the apps reach it; null without one. */
    replicaUrl: replicaAdminUrl ? databaseUrl(inject('replicaServerUrl'), name) : null,
    /** Resolves once the replica shows everything committed so far (at once without one). */
    replicated,
    async drop() {
      await pool.end();
      await onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

export type TestDatabase = Awaited<ReturnType<typeof createTestDatabase>>;
