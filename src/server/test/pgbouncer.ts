import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { firstExisting, freePort, startTool, waitForPort } from './local-processes';

/** Debian's `pgbouncer` package (`apt-get install pgbouncer`). */
export const PGBOUNCER_BIN = process.env.PGBOUNCER_PATH || '/usr/sbin/pgbouncer';

export const pgbouncerInstalled = () => firstExisting(PGBOUNCER_BIN) !== null;

export interface RunningPgBouncer {
  port: number;
  /** `url` (same user and database) reached through PgBouncer instead. */
  through(url: string): string;
  stop(): Promise<void>;
}

/**
 * Starts PgBouncer in transaction mode on a free loopback port in front of the PostgreSQL of `upstreamUrl`
 * (any database name maps to the same-named database there), its config in a temporary folder. It refuses to
 * run as root, so as root it runs as `postgres`. Auth is `trust` on loopback, as the CI server's own
 * pg_hba.conf; the user must still be listed in auth_file. Settings: docs/operations/pgbouncer.md.
 */
export async function startPgBouncer(upstreamUrl: string, port?: number): Promise<RunningPgBouncer> {
  const upstream = new URL(upstreamUrl);
  const user = decodeURIComponent(upstream.username || 'postgres');
  const listenPort = port ?? (await freePort());
  const dir = mkdtempSync(path.join(tmpdir(), 'nutri-pgbouncer-'));
  chmodSync(dir, 0o755);
  const userlist = path.join(dir, 'userlist.txt');
  writeFileSync(userlist, `"${user}" ""\n`, { mode: 0o644 });
  const ini = path.join(dir, 'pgbouncer.ini');
  const password = upstream.password ? ` password=${decodeURIComponent(upstream.password)}` : '';
  writeFileSync(
    ini,
    [
      '[databases]',
      `* = host=${upstream.hostname} port=${upstream.port || 5432}${password}`,
      '[pgbouncer]',
      'listen_addr = 127.0.0.1',
      `listen_port = ${listenPort}`,
      'unix_socket_dir =',
      'auth_type = trust',
      `auth_file = ${userlist}`,
      `admin_users = ${user}`,
      'pool_mode = transaction',
      // Every API test file has its own database, hence its own pool; 20 server connections each is plenty.
      'max_client_conn = 2000',
      'default_pool_size = 20',
      // node-postgres sends none of these today; a driver that does must not be refused.
      'ignore_startup_parameters = extra_float_digits,options',
      'log_connections = 0',
      'log_disconnections = 0',
      '',
    ].join('\n'),
    { mode: 0o644 },
  );
  const { child, output } = startTool(PGBOUNCER_BIN, [ini]);
  let exited: string | null = null;
  child.on('exit', (code, signal) => (exited = `o pgbouncer saiu (${code ?? signal}): ${output().trim()}`));
  try {
    await waitForPort(listenPort, 10_000, () => exited);
  } catch (error) {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  // A test run that ends without its teardown (an error, Ctrl+C) must not leave PgBouncer listening.
  const orphaned = () => {
    child.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  return {
    port: listenPort,
    through(url) {
      const through = new URL(url);
      through.hostname = '127.0.0.1';
      through.port = String(listenPort);
      return through.toString();
    },
    async stop() {
      process.off('exit', orphaned);
      if (child.exitCode === null && !exited) {
        const done = new Promise((resolve) => child.once('exit', resolve));
        // SIGINT: PgBouncer's "safe shutdown" waits for clients; SIGTERM closes at once (its docs).
        child.kill('SIGTERM');
        await done;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
