import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];

export function createDatabase(connectionString: string, log: Logger, max = 10) {
  const pool = new pg.Pool({ connectionString, max });
  // An idle client losing its connection (database restarted, network cut, backend killed) must not crash
  // the process: the pool replaces it. It is still worth a line: many in a row mean the database is in
  // trouble. The logger's error serializer keeps the code and drops any values (src/server/error-serializer.ts).
  pool.on('error', (error) => log.warn({ err: error }, 'banco: conexão ociosa do pool caiu (o pool abre outra)'));
  const db = drizzle(pool, { schema });
  return { db, pool };
}

/** A transaction handle; repository functions that accept `Executor` work inside or outside one. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;
