import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SERVER_BUNDLE } from './build-server';
import { freePort } from './ports';

/** The built server (`node dist/server/main.js`) as its own process group, the way a service manager runs it. */
export interface ServerProcess {
  url: string;
  /** Process id of node; also the id of its process group (PostgreSQL's processes belong to it). */
  pid: number;
  dataDir: string;
  env: Record<string, string>;
  /** When the process was spawned (Date.now()). */
  startedAt: number;
  /** The last 64 KB of stdout and stderr, for failure messages. */
  output(): string;
  /** Resident memory of the node process in kB (Linux /proc). */
  rssKb(): number;
  exited: Promise<number | null>;
}

const OUTPUT_KEEP = 64 * 1024;

/** A throw-away DATA_DIR that PostgreSQL (run as the `postgres` user when we are root) may enter. */
export function tempDataDir(label: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), `nutri-${label}-`));
  chmodSync(dir, 0o755);
  return dir;
}

export function removeDataDir(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts the server and waits until GET /api/health answers 200. `env` adds to a
 * clean environment (only PATH and HOME are inherited, so nothing of the test
 * runner's configuration leaks in). The embedded PostgreSQL is used unless
 * `env.DATABASE_URL` is set.
 */
export async function startServer(options: {
  dataDir: string;
  env?: Record<string, string>;
  port?: number;
  timeoutMs?: number;
  /** Sees every chunk of stdout and stderr (the fuzz reads the error lines of each request). */
  onOutput?: (text: string) => void;
}): Promise<ServerProcess> {
  const port = options.port ?? (await freePort());
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? '/root',
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: options.dataDir,
    LOG_LEVEL: 'warn',
    // No network beyond loopback: barcode look-ups hit a closed port and answer 503.
    OPEN_FOOD_FACTS_URL: 'http://127.0.0.1:9',
    ...(options.env?.DATABASE_URL ? {} : { EMBEDDED_DB_PORT: String(await freePort()) }),
    ...options.env,
  };
  const startedAt = Date.now();
  const child = spawn(process.execPath, [SERVER_BUNDLE], {
    cwd: process.cwd(),
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output = (output + text).slice(-OUTPUT_KEEP);
    options.onOutput?.(text);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    dataDir: options.dataDir,
    env,
    startedAt,
    output: () => output,
    rssKb: () => rssKbOf(child.pid!),
    exited,
  };
  try {
    await waitUntilHealthy(server, child, options.timeoutMs ?? 60_000);
  } catch (error) {
    // A server that never became healthy must not outlive the test that started it.
    if (child.exitCode === null) await killServerGroup(server, { waitForPostmaster: false });
    throw error;
  }
  return server;
}

async function waitUntilHealthy(server: ServerProcess, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let gone = false;
  void server.exited.then(() => (gone = true));
  while (Date.now() < deadline) {
    if (gone || child.exitCode !== null) {
      throw new Error(`O servidor terminou ao iniciar (código ${child.exitCode}):\n${server.output()}`);
    }
    try {
      const response = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(2000) });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`O servidor não respondeu em ${timeoutMs} ms:\n${server.output()}`);
}

/** SIGTERM to node only: the graceful shutdown stops the embedded PostgreSQL itself. */
export async function stopServer(server: ServerProcess, timeoutMs = 30_000): Promise<void> {
  try {
    process.kill(server.pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const done = await Promise.race([server.exited.then(() => true), delay(timeoutMs).then(() => false)]);
  if (!done) {
    await killServerGroup(server, { waitForPostmaster: true });
  }
}

/**
 * kill -9 of the whole service — node's process group and every process
 * descended from node — as a power cut, the OOM killer or systemd's
 * KillMode=control-group would leave it. PostgreSQL's backends and auxiliary
 * processes call setsid(), so they are not in node's group: a plain
 * `kill -9 -<pgid>` leaves them running on the cluster's shared memory, and
 * they are the reason they are listed one by one here.
 * With `waitForPostmaster` it also waits until every killed process has left
 * the process table, so a restart does not race their exit; without it
 * the restart is immediate, the stricter test (RELIABILITY_IMMEDIATE_RESTART).
 */
export async function killServerGroup(
  server: ServerProcess,
  options: { waitForPostmaster: boolean },
): Promise<number[]> {
  const family = descendantsOf(server.pid);
  try {
    process.kill(-server.pid, 'SIGKILL');
  } catch {
    // the group is already gone
  }
  for (const pid of family) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  await server.exited;
  if (options.waitForPostmaster) await Promise.all(family.map((pid) => waitForExit(pid, 30_000)));
  return family;
}

export function postmasterPid(dataDir: string): number | null {
  const file = path.join(dataDir, 'pg', 'postmaster.pid');
  if (!existsSync(file)) return null;
  const pid = Number(readFileSync(file, 'utf8').split('\n')[0]);
  return Number.isInteger(pid) && pid > 0 ? pid : null;
}

/**
 * Still in the process table. A zombie counts: PostgreSQL reads the pid in
 * postmaster.pid with kill(pid, 0), which succeeds on a zombie, and refuses to
 * start until init has reaped it.
 */
export function exists(pid: number): boolean {
  return existsSync(`/proc/${pid}`);
}

/** Every process below `root` (children, grandchildren…), from /proc. */
export function descendantsOf(root: number): number[] {
  const parents = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const ppid = parentOf(readFileSync(`/proc/${name}/stat`, 'utf8'));
      parents.set(ppid, [...(parents.get(ppid) ?? []), Number(name)]);
    } catch {
      // exited while we looked
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    for (const child of parents.get(queue.shift()!) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

// /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces and parentheses, so read after the last ")".
const afterComm = (stat: string) => stat.slice(stat.lastIndexOf(')') + 2).split(' ');
const parentOf = (stat: string) => Number(afterComm(stat)[1]);

async function waitForExit(pid: number, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (exists(pid)) {
    if (Date.now() > deadline) throw new Error(`O processo ${pid} não terminou em ${timeoutMs} ms`);
    await delay(50);
  }
}

function rssKbOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+)\s+kB/.exec(status);
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
