import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client';

// `./migrations` resolves beside this module under tsx (src/server/db/) and beside
// the bundle in production (dist/server/, where the build copies the folder).
const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function applyMigrations(db: Database, folder = migrationsFolder): Promise<void> {
  await migrate(db, { migrationsFolder: folder });
}
