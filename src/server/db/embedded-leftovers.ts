import { existsSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import path from 'node:path';
import { hasProcTable, isRunning, processesWorkingIn } from '../process-table';

/** A fast shutdown ends sessions and writes a checkpoint: seconds, even on a busy cluster. */
const FAST_SHUTDOWN_MS = 15_000;
const IMMEDIATE_SHUTDOWN_MS = 5_000;

/**
 * Before starting the embedded PostgreSQL: whatever a previous run left in
 * its cluster is stopped, so a crash never needs a manual cleanup. We hold
 * the data-dir lock, so no live Nutri owns this cluster; any PostgreSQL
 * process still working in it is an orphan (its Node was killed, the
 * watchdog too). We ask its postmaster for a fast shutdown (SIGINT), then an
 * immediate one (SIGQUIT, recovered from the WAL at start), and kill what
 * still remains; then a postmaster.pid left behind, naming a dead, zombie
 * or reused pid that PostgreSQL would take for a running server, is removed
 * (safe now: no process has the cluster's shared memory attached).
 */
export async function stopLeftoverPostgres(databaseDir: string, log: (message: string) => void): Promise<void> {
  const pidFile = path.join(databaseDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const postmaster = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  if (!hasProcTable) {
    // Only the recorded postmaster can be found here; PostgreSQL itself checks the rest.
    if (isRunning(postmaster)) {
      log(`PostgreSQL de uma execução anterior (pid ${postmaster}) ainda rodando: encerrando`);
      signal(postmaster, 'SIGINT');
      await until(() => !isRunning(postmaster), FAST_SHUTDOWN_MS);
    }
    return;
  }
  const dir = realpathSync(databaseDir);
  const left = () => processesWorkingIn(dir);
  const orphans = left();
  if (orphans.length > 0) {
    log(`PostgreSQL de uma execução anterior ainda rodando (pids ${orphans.join(', ')}): encerrando`);
    const hasPostmaster = orphans.includes(postmaster);
    if (hasPostmaster) signal(postmaster, 'SIGINT');
    // Without their postmaster, backends leave by themselves as soon as they notice.
    if (!(await until(() => left().length === 0, FAST_SHUTDOWN_MS)) && hasPostmaster) {
      signal(postmaster, 'SIGQUIT');
      await until(() => left().length === 0, IMMEDIATE_SHUTDOWN_MS);
    }
    for (const pid of left()) signal(pid, 'SIGKILL');
    if (!(await until(() => left().length === 0, IMMEDIATE_SHUTDOWN_MS))) {
      throw new Error(
        `Processos do PostgreSQL de uma execução anterior (pids ${left().join(', ')}) não encerraram. ` +
          'Encerre-os e inicie de novo.',
      );
    }
  }
  rmSync(pidFile, { force: true });
}

function signal(pid: number, name: NodeJS.Signals) {
  try {
    process.kill(pid, name);
  } catch {
    // gone meanwhile
  }
}

/** Polls `done` until it holds or `ms` pass; true when it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return true;
}
