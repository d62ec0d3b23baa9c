import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { connect, createServer } from 'node:net';

/**
 * Small helpers for the servers the tests start beside PostgreSQL (PgBouncer, a streaming replica):
 * PostgreSQL's tools refuse to run as root, so as root they run as the `postgres` system user.
 */
export const runningAsRoot = () => process.getuid?.() === 0;

/** The command and arguments to run `command` as the `postgres` user when we are root. */
export function asPostgres(command: string, args: string[]): [string, string[]] {
  // setpriv execs the program itself (no parent in between), so a signal to the child reaches it.
  return runningAsRoot()
    ? ['setpriv', ['--reuid=postgres', '--regid=postgres', '--init-groups', command, ...args]]
    : [command, args];
}

/** Runs a command to its end; rejects with its output when it fails. */
export function runTool(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<string> {
  const [cmd, argv] = asPostgres(command, args);
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${command} saiu com ${code}: ${output.trim()}`)),
    );
  });
}

/** Starts a long-running process (as `postgres` when root), its output kept for error messages. */
export function startTool(command: string, args: string[]): { child: ChildProcess; output: () => string } {
  const [cmd, argv] = asPostgres(command, args);
  const child = spawn(cmd, argv, { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  child.stderr?.on('data', (chunk) => (output = (output + chunk).slice(-4000)));
  return { child, output: () => output };
}

/** The first of `paths` that exists, or null. */
export const firstExisting = (...paths: string[]) => paths.find((p) => existsSync(p)) ?? null;

/** PostgreSQL's programs of one major version (Debian keeps each under /usr/lib/postgresql/<major>/bin). */
export function postgresBin(major: number, program: string): string | null {
  return firstExisting(`/usr/lib/postgresql/${major}/bin/${program}`);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}

/** Resolves once something accepts TCP connections on the port, or rejects after `timeoutMs`. */
export async function waitForPort(port: number, timeoutMs: number, failed: () => string | null = () => null) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const problem = failed();
    if (problem) throw new Error(problem);
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nada respondeu na porta ${port} em ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
