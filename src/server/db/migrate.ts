import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

// `./migrations` resolves beside this module under tsx (src/server/db/) and beside
// the bundle in production (dist/server/, where the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Any fixed number: the advisory lock every Nutri server takes to migrate ("nutri" in ASCII). */
const MIGRATIONS_LOCK = 0x6e75747269;

/**
 * Applies the pending migrations. App servers started together on one
 * database (README, "Dois servidores") would otherwise race to create the same
 * tables and one would crash; the session-level advisory lock lets one migrate
 * while the others wait, then find nothing left to do. Lock and migrations
 * share one connection, so the pool's size cannot deadlock it.
 */
export async function applyMigrations(db: Database, folder = migrationsFolder): Promise<void> {
  const connection = await db.$client.connect();
  try {
    await connection.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK]);
    try {
      await migrate(drizzle({ client: connection }), { migrationsFolder: folder });
    } finally {
      await connection.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK]);
    }
  } finally {
    connection.release();
  }
}
