import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, readdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isRunning, processesWorkingIn } from './process-table';

/**
 * The real server (src/server/main.ts with its embedded PostgreSQL) killed
 * the hard ways a machine kills it, each followed at once by a new start that
 * must come up with the data intact: no manual cleanup, ever.
 */
const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;

let dataDir: string;
let port: number;
let dbPort: number;
const running: ChildProcess[] = [];
const strangers: ChildProcess[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'nutri-restart-'));
  chmodSync(dataDir, 0o755); // the embedded PostgreSQL runs as the `postgres` user when we are root
  port = await freePort();
  dbPort = await freePort();
});

// A failing test leaves nothing running for the next one: its servers' groups, then any PostgreSQL of the folder.
afterEach(async () => {
  for (const child of running.splice(0)) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    killGroup(child, 'SIGKILL');
    await gone;
  }
  for (const pid of processesWorkingIn(realpathSync(path.join(dataDir, 'pg')))) process.kill(pid, 'SIGKILL');
  for (const stranger of strangers.splice(0)) stranger.kill('SIGKILL');
});

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm start`'s server on our DATA_DIR, resolved once /api/health answers ok. */
async function start(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(port),
      EMBEDDED_DB_PORT: String(dbPort),
      LOG_LEVEL: 'info',
    },
    detached: true, // a process group of its own, as a shell gives `npm start`
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`o servidor saiu ao iniciar (${child.exitCode ?? child.signalCode}):\n${output}`);
    }
    // Listening (its own log line) and answering with a working database: this server, not an earlier one.
    if (output.includes('"msg":"Nutri em') && (await healthy())) return { child, output: () => output, exited };
    if (Date.now() > deadline) throw new Error(`o servidor não respondeu em ${START_TIMEOUT_MS} ms:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    return res.ok && ((await res.json()) as { database?: string }).database === 'ok';
  } catch {
    return false;
  }
}

const origin = () => `http://localhost:${port}`;
const post = (pathname: string, body: unknown) =>
  fetch(`${origin()}${pathname}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: origin() },
    body: JSON.stringify(body),
  });
const password = 'Segura123!';
const signUp = (email: string) =>
  post('/api/auth/signup', {
    name: 'Ana Souza',
    email,
    password,
    confirmPassword: password,
    terms: true,
    disclaimer: true,
    healthData: true,
  });
const logIn = (email: string) => post('/api/auth/login', { email, password });

function killGroup(child: ChildProcess, signal: NodeJS.Signals) {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // already gone
  }
}

function postmasterPid(): number {
  return Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

async function stopGracefully(server: Server) {
  server.child.kill('SIGTERM');
  await server.exited;
}

describe('reiniciar depois de uma queda, sem limpeza manual', () => {
  it('o início mostra onde fica a caixa de saída (só para este computador)', async () => {
    const server = await start();
    expect(server.output()).toContain(`http://localhost:${port}/dev/outbox`);
    await stopGracefully(server);
  });

  it('(a) o grupo inteiro morto com kill -9 (Node, PostgreSQL, tudo): o próximo início sobe na hora', async () => {
    const first = await start();
    expect((await signUp('grupo@example.com')).status).toBe(201);
    killGroup(first.child, 'SIGKILL');
    const second = await start();
    expect((await logIn('grupo@example.com')).status).toBe(200);
    await stopGracefully(second);
  });

  it('(b) só o Node morto com kill -9 (OOM): o PostgreSQL não fica órfão bloqueando o próximo início', async () => {
    const first = await start();
    expect((await signUp('node@example.com')).status).toBe(201);
    const postmaster = postmasterPid();
    first.child.kill('SIGKILL');
    const second = await start();
    expect((await logIn('node@example.com')).status).toBe(200);
    expect(isRunning(postmaster)).toBe(false);
    await stopGracefully(second);
  });

  it('(b2) o Node e o seu watchdog mortos: o início seguinte encerra o PostgreSQL órfão desta pasta e sobe', async () => {
    const first = await start();
    expect((await signUp('orfao@example.com')).status).toBe(201);
    const postmaster = postmasterPid();
    process.kill(watchdogOf(first), 'SIGKILL');
    first.child.kill('SIGKILL');
    await first.exited;
    expect(isRunning(postmaster)).toBe(true); // orphaned, still serving the cluster
    const second = await start();
    expect(second.output()).toContain('PostgreSQL de uma execução anterior ainda rodando');
    expect((await logIn('orfao@example.com')).status).toBe(200);
    await stopGracefully(second);
  });

  it('(a2) depois da queda, o pid do postmaster.pid reaproveitado por outro processo não trava o início', async () => {
    const first = await start();
    expect((await signUp('reuso@example.com')).status).toBe(201);
    killGroup(first.child, 'SIGKILL');
    await first.exited;
    // The pid PostgreSQL wrote now belongs to a stranger running as the same user (a container restarted).
    const pidFile = path.join(dataDir, 'pg', 'postmaster.pid');
    const stranger = processOfPostgresUser();
    const lines = readFileSync(pidFile, 'utf8').split('\n');
    writeFileSync(pidFile, [String(stranger.pid), ...lines.slice(1)].join('\n'));
    const second = await start();
    expect((await logIn('reuso@example.com')).status).toBe(200);
    await stopGracefully(second);
  });

  it('(c) só o PostgreSQL morto com kill -9: o Nutri sai sozinho e o próximo início sobe na hora', async () => {
    const first = await start();
    expect((await signUp('postgres@example.com')).status).toBe(201);
    process.kill(postmasterPid(), 'SIGKILL');
    expect(await first.exited).not.toBe(0);
    expect(first.output()).toMatch(/PostgreSQL embutido parou/);
    const second = await start();
    expect((await logIn('postgres@example.com')).status).toBe(200);
    await stopGracefully(second);
  });
});

/** The watchdog shell the server started for its PostgreSQL (src/server/db/embedded-watchdog.ts). */
function watchdogOf(server: Server): number {
  for (const entry of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (parent === server.child.pid && cmdline.includes('nutri-postgres-watchdog')) return Number(entry);
    } catch {
      // gone meanwhile
    }
  }
  throw new Error('watchdog não encontrado');
}

/** A process of PostgreSQL's own user (the one it runs as), as a reused pid would be. */
function processOfPostgresUser() {
  const asRoot = process.getuid?.() === 0;
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  const child = spawn('sleep', ['120'], { stdio: 'ignore', ...(asRoot ? { uid: id('-u'), gid: id('-g') } : {}) });
  strangers.push(child);
  return child;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port: free } = server.address() as { port: number };
      server.close(() => resolve(free));
    });
  });
}
