import { fileURLToPath } from 'node:url';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Database } from './client';

// `./migrations` resolves beside this module under tsx (src/server/db/) and beside
// the bundle in production (dist/server/, where the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock every Nutri server takes to migrate ("nutri" in ASCII). */
const MIGRATIONS_LOCK = 0x6e75747269;

/**
 * Applies the pending migrations, as drizzle's migrator does (same `drizzle.__drizzle_migrations` table, same
 * hashes, a migration applies when newer than the last one applied), but in ONE transaction that starts with a
 * transaction-level advisory lock. App servers started together on one database (docs/operations/deploy.md,
 * "Two servers or more") would otherwise race to create the same tables; the lock lets one migrate while the
 * others wait, then find nothing left to do. A session-level lock (what this was) breaks behind PgBouncer in
 * transaction mode: lock, migrations and unlock may each run on another server connection, and the lock is left
 * held on one of them (decision 0050). A transaction keeps one connection in either mode, so no direct URL is
 * needed to migrate.
 */
export async function applyMigrations(db: Database, folder = migrationsFolder): Promise<void> {
  const migrations = readMigrationFiles({ migrationsFolder: folder });
  const connection = await db.$client.connect();
  try {
    await connection.query('begin');
    try {
      await connection.query('select pg_advisory_xact_lock($1)', [MIGRATIONS_LOCK]);
      await connection.query('create schema if not exists drizzle');
      await connection.query(`create table if not exists drizzle.__drizzle_migrations (
        id serial primary key, hash text not null, created_at bigint)`);
      const { rows } = await connection.query<{ created_at: string }>(
        'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
      );
      const last = rows[0] ? Number(rows[0].created_at) : null;
      for (const migration of migrations) {
        if (last !== null && migration.folderMillis <= last) continue;
        for (const statement of migration.sql) await connection.query(statement);
        await connection.query('insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)', [
          migration.hash,
          migration.folderMillis,
        ]);
      }
      await connection.query('commit');
    } catch (error) {
      await connection.query('rollback').catch(() => undefined);
      throw error;
    }
  } finally {
    connection.release();
  }
}
