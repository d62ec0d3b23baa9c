import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Logger } from 'pino';
import * as schema from './schema';

export type Database = ReturnType<typeof createDatabase>['db'];

/**
 * How the server at the URL hands out connections (DATABASE_POOL_MODE, decision 0050): `session` (PostgreSQL
 * itself, or PgBouncer in session mode) or `transaction` (PgBouncer in transaction mode: each transaction, or
 * each statement outside one, may run on another server connection).
 */
export type PoolMode = 'session' | 'transaction';

/**
 * A client whose statements are all unnamed. A named prepared statement lives on one server connection; behind a
 * transaction-mode pooler (PgBouncer before 1.21 has no prepared-statement tracking) the next request may get
 * another connection and fail with `prepared statement "find_session" does not exist`. The unnamed statement
 * is parsed, bound and run in one Sync, so it never outlives its connection. The hot paths (decision 0023) keep
 * their names on a direct connection.
 */
class UnnamedStatementsClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [first] = args;
    if (first && typeof first === 'object' && 'name' in first && (first as { name?: unknown }).name !== undefined) {
      const { name: _name, ...unnamed } = first as Record<string, unknown>;
      args[0] = unnamed;
    }
    return (super.query as (...a: unknown[]) => never)(...args);
  }
}

export interface DatabaseOptions {
  /** Connections this process keeps open at most. */
  max?: number;
  /** `transaction` behind PgBouncer's transaction mode: no named statements (decision 0050). */
  poolMode?: PoolMode;
  /** Give up opening a connection after this long (a replica that does not answer must not hold a request). */
  connectionTimeoutMillis?: number;
}

export function createDatabase(connectionString: string, log: Logger, options: number | DatabaseOptions = {}) {
  const {
    max = 10,
    poolMode = 'session',
    connectionTimeoutMillis,
  } = typeof options === 'number' ? { max: options } : options;
  const pool = new pg.Pool({
    connectionString,
    max,
    ...(connectionTimeoutMillis ? { connectionTimeoutMillis } : {}),
    ...(poolMode === 'transaction' ? { Client: UnnamedStatementsClient } : {}),
  });
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
