import { randomBytes } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { inject } from 'vitest';
import { createDatabase } from '../db/client';
import { applyMigrations } from '../db/migrate';

/**
 * A fresh, migrated database for one test file, dropped afterwards. The
 * reliability suite also asks for one on another server (`adminUrl`) or
 * without migrations (`migrate: false`, for servers that migrate it themselves).
 */
export async function createTestDatabase(options: { adminUrl?: string; migrate?: boolean } = {}) {
  const adminUrl = options.adminUrl ?? inject('adminDatabaseUrl');
  const name = `nutri_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { db, pool } = createDatabase(url.toString(), pino({ level: 'silent' }), 5);
  if (options.migrate ?? true) await applyMigrations(db);
  return {
    db,
    url: url.toString(),
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
