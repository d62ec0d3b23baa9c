import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';

/**
 * Makes the embedded PostgreSQL die with the app. PostgreSQL is our child
 * but nothing stops it when we are killed (kill -9, the OOM killer): it
 * would run on, orphaned. Linux's "signal me when my parent dies" needs a
 * native call Node lacks, so a tiny shell waits on a pipe whose other end
 * only this process holds: when we die, for any reason, the kernel closes it,
 * `read` returns and the shell asks PostgreSQL for a fast shutdown (SIGINT).
 * A clean stop kills the shell first. Without a shell there is no watchdog,
 * and the next start stops the orphan instead (embedded-leftovers.ts).
 */
export function startPostgresWatchdog(postmasterPid: number): { stop(): void } {
  const script = 'read -r _; kill -INT "$1" 2>/dev/null';
  const child = spawn('/bin/sh', ['-c', script, 'nutri-postgres-watchdog', String(postmasterPid)], {
    stdio: ['pipe', 'ignore', 'ignore'],
  });
  child.on('error', () => undefined);
  child.stdin?.on('error', () => undefined);
  // The watchdog must never keep the app alive.
  child.unref();
  (child.stdin as Socket | null)?.unref();
  return {
    stop() {
      child.kill('SIGKILL');
    },
  };
}
