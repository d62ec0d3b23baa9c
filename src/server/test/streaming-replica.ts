import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { asPostgres, freePort, postgresBin, runTool, runningAsRoot } from './local-processes';

/**
 * A real PostgreSQL primary and its streaming replica for the replica tests (decision 0050), both in a temporary
 * folder on free loopback ports: `initdb` makes the primary (its pg_hba.conf allows replication from 127.0.0.1),
 * `pg_basebackup -R` copies it into the replica's folder, `pg_ctl` starts both. Not a copy of the CI server
 * itself: its pg_hba.conf has no `replication` line (Debian's default allows it only over the Unix socket as
 * `postgres` with peer auth, and CI's trust lines name `all` databases, which excludes replication), it holds
 * every other run's databases, and a test has no business reloading the machine's server. Same binaries, same
 * major version (Debian's /usr/lib/postgresql/<major>/bin), so the same server CI runs against.
 */
export interface StreamingPair {
  primaryUrl: string;
  replicaUrl: string;
  /** Stops replaying WAL on the replica (it keeps receiving it): the replica falls behind while the primary writes. */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  stopReplica(): Promise<void>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL major with every program this needs, or null. */
export function replicaMajor(): number | null {
  for (let major = 18; major >= 13; major--) {
    if (['initdb', 'pg_ctl', 'pg_basebackup', 'postgres'].every((p) => postgresBin(major, p))) return major;
  }
  return null;
}

function postgresIds(): { uid: number; gid: number } {
  const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres']).toString().trim()));
  return { uid: uid!, gid: gid! };
}

/** A folder PostgreSQL (the `postgres` user, when we are root) may own. */
function ownedFolder(parent: string, name: string): string {
  const dir = path.join(parent, name);
  mkdirSync(dir, { mode: 0o700 });
  if (runningAsRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  return dir;
}

async function query(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

export interface PairOptions {
  /** initdb's --locale (the external API run copies the CI server's, so text sorts there as it does on it). */
  locale?: string;
  /**
   * `recovery_min_apply_delay` of the replica: every transaction becomes visible there this long after its commit,
   * so a read that wrongly goes to the replica right after a write misses it every time rather than by chance.
   */
  applyDelayMs?: number;
}

export async function startStreamingPair(major: number, options: PairOptions = {}): Promise<StreamingPair> {
  const bin = (program: string) => postgresBin(major, program)!;
  const root = mkdtempSync(path.join(tmpdir(), 'nutri-replica-'));
  if (runningAsRoot()) {
    const { uid, gid } = postgresIds();
    chownSync(root, uid, gid);
  }
  const primaryDir = ownedFolder(root, 'primary');
  const replicaDir = ownedFolder(root, 'replica');
  const [primaryPort, replicaPort] = [await freePort(), await freePort()];
  // Speed over durability: the data lives as long as one test file.
  const common = ["listen_addresses = '127.0.0.1'", `unix_socket_directories = '${root}'`, 'fsync = off'];
  const started: string[] = [];
  const pgCtl = (dir: string, ...args: string[]) => runTool(bin('pg_ctl'), ['-D', dir, ...args]);
  const start = async (dir: string, port: number) => {
    await pgCtl(dir, '-w', '-t', '60', '-l', path.join(root, `${path.basename(dir)}.log`), '-o', `-p ${port}`, 'start');
    started.push(dir);
  };
  const stopServer = async (dir: string) => {
    if (!started.includes(dir)) return;
    started.splice(started.indexOf(dir), 1);
    await pgCtl(dir, '-m', 'immediate', '-w', 'stop').catch(() => undefined);
  };
  try {
    const locale = options.locale ? [`--locale=${options.locale}`] : [];
    await runTool(bin('initdb'), [
      '-D',
      primaryDir,
      '-U',
      'postgres',
      '--auth=trust',
      '--no-sync',
      '-E',
      'UTF8',
      ...locale,
    ]);
    writeFileSync(
      path.join(primaryDir, 'postgresql.auto.conf'),
      [...common, 'wal_level = replica', 'max_wal_senders = 4', ''].join('\n'),
    );
    // initdb --auth=trust already allows `host replication all 127.0.0.1/32 trust`; say it anyway.
    writeFileSync(
      path.join(primaryDir, 'pg_hba.conf'),
      'host all all 127.0.0.1/32 trust\nhost replication all 127.0.0.1/32 trust\n',
    );
    await start(primaryDir, primaryPort);
    await runTool(bin('pg_basebackup'), [
      ...['-h', '127.0.0.1', '-p', String(primaryPort), '-U', 'postgres'],
      ...['-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
    ]);
    // -R wrote standby.signal and primary_conninfo into postgresql.auto.conf; the rest of the copy says which
    // port and socket the primary uses, which the replica must not reuse.
    const delay = options.applyDelayMs ? [`recovery_min_apply_delay = '${options.applyDelayMs}ms'`] : [];
    writeFileSync(path.join(replicaDir, 'postgresql.conf'), [...common, 'hot_standby = on', ...delay, ''].join('\n'));
    await start(replicaDir, replicaPort);
  } catch (error) {
    for (const dir of [...started]) await stopServer(dir);
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  // A run that ends without its afterAll (an error, Ctrl+C) must not leave the two servers running.
  const orphaned = () => {
    for (const dir of started) {
      const [command, args] = asPostgres(bin('pg_ctl'), ['-D', dir, '-m', 'immediate', 'stop']);
      spawnSync(command, args, { stdio: 'ignore' });
    }
    rmSync(root, { recursive: true, force: true });
  };
  process.once('exit', orphaned);
  const primaryUrl = `postgres://postgres@127.0.0.1:${primaryPort}/postgres`;
  const replicaUrl = `postgres://postgres@127.0.0.1:${replicaPort}/postgres`;
  return {
    primaryUrl,
    replicaUrl,
    async pauseReplay() {
      await query(replicaUrl, 'select pg_wal_replay_pause()');
    },
    async resumeReplay() {
      await query(replicaUrl, 'select pg_wal_replay_resume()');
    },
    stopReplica: () => stopServer(replicaDir),
    async stop() {
      process.off('exit', orphaned);
      await stopServer(replicaDir);
      await stopServer(primaryDir);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the replica has replayed everything the primary has written so far. The primary commits synchronously
 * (the default; with `synchronous_commit = off` an acknowledged commit may still sit after the write position).
 */
export async function waitForReplay(pair: Pick<StreamingPair, 'primaryUrl' | 'replicaUrl'>, timeoutMs = 10_000) {
  const [{ lsn }] = (await query(pair.primaryUrl, 'select pg_current_wal_lsn()::text as lsn')) as [{ lsn: string }];
  const until = Date.now() + timeoutMs;
  for (;;) {
    const [{ caught }] = (await query(
      pair.replicaUrl,
      `select coalesce(pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn, false) as caught`,
    )) as [{ caught: boolean }];
    if (caught) return;
    if (Date.now() > until) throw new Error(`a réplica não alcançou ${lsn} em ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
