import { spawn } from 'node:child_process';
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A throw-away DATA_DIR the embedded PostgreSQL (run as `postgres` when root) can enter. */
export function tempDataDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'nutri-bench-'));
  chmodSync(dir, 0o755);
  return dir;
}

/**
 * Runs `npm start`'s entry (scripts/start.mjs) on an installed, built clone and
 * resolves when /api/health answers 200, with the elapsed milliseconds; stopped again when it does not within
 * `timeoutMs`.
 */
export async function startApp({ dataDir, port, dbPort, env = {}, timeoutMs = 60_000 }) {
  const started = performance.now();
  const child = spawn('node', ['scripts/start.mjs'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      // The benches call 127.0.0.1: the same-origin check accepts exactly APP_URL's origin.
      APP_URL: `http://127.0.0.1:${port}`,
      EMBEDDED_DB_PORT: String(dbPort),
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}/api/health`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`o app saiu com ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 25));
    if (performance.now() - started > timeoutMs) {
      // Not left running: the caller never gets the child to stop it (it kept the port and the database's).
      await stopApp(child);
      throw new Error(`o app não ficou saudável em ${Math.round(timeoutMs / 1000)} s`);
    }
  }
  return { child, ms: performance.now() - started, baseUrl: `http://127.0.0.1:${port}` };
}

export async function stopApp(child, dataDir) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

/** Proportional set size (MiB) of a process: shared pages split among their users, so sums add up. */
export function pssMiB(pid) {
  const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
  return Number(/Pss:\s+(\d+)/.exec(rollup)?.[1] ?? 0) / 1024;
}

/** PSS (MiB) of the embedded PostgreSQL: the postmaster of DATA_DIR/pg and its children. */
export function postgresPssMiB(dataDir) {
  const postmaster = Number(readFileSync(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = pssMiB(postmaster);
  for (const pid of readdirSync('/proc').filter((n) => /^\d+$/.test(n))) {
    try {
      const ppid = Number(/PPid:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1]);
      if (ppid === postmaster) total += pssMiB(Number(pid));
    } catch {
      // the process ended while we looked
    }
  }
  return total;
}

/** Signs a bench person up through the real API and returns their session cookie. */
export async function signUpBenchPerson(baseUrl, name, email) {
  const res = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({
      name,
      email,
      password: 'Segura123!',
      confirmPassword: 'Segura123!',
      terms: true,
      disclaimer: true,
      healthData: true,
    }),
  });
  if (res.status !== 201) throw new Error(`cadastro falhou: ${res.status}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}
