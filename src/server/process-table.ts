import { existsSync, readFileSync, readdirSync, readlinkSync } from 'node:fs';

/**
 * What the operating system says about other processes. On Linux /proc tells
 * a running process from a zombie (dead, not yet reaped by its parent) and
 * gives each process's start time, so a reused pid is not mistaken for the
 * process that used it before; elsewhere only "does this pid exist" is known.
 */
export const hasProcTable = existsSync('/proc/self/stat');

interface ProcStat {
  state: string;
  /** Clock ticks after boot: with the pid, names one process for the life of the machine. */
  startTime: string;
}

function statOf(pid: number): ProcStat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // "pid (comm) state ppid …": comm may hold spaces and parentheses, so split after its last ')'.
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0]!, startTime: fields[19]! };
  } catch {
    return null;
  }
}

/** A process that is running (not gone, not a zombie), and the same one that started at `startTime` if given. */
export function isRunning(pid: number, startTime?: string | null): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  if (!hasProcTable) return signalZeroSucceeds(pid);
  const stat = statOf(pid);
  if (!stat || stat.state === 'Z' || stat.state === 'X') return false;
  return !startTime || stat.startTime === startTime;
}

/** This process's start time (null where there is no /proc). */
export function startTimeOf(pid: number): string | null {
  return hasProcTable ? (statOf(pid)?.startTime ?? null) : null;
}

/**
 * Running processes whose working directory is `dir`: PostgreSQL's postmaster
 * and every backend chdir into their data directory, so this finds all of a
 * cluster's processes, even ones whose postmaster is gone. Empty without /proc.
 */
export function processesWorkingIn(dir: string): number[] {
  if (!hasProcTable) return [];
  const found: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readlinkSync(`/proc/${entry}/cwd`) === dir && isRunning(Number(entry))) found.push(Number(entry));
    } catch {
      // gone meanwhile, or not ours to look at
    }
  }
  return found;
}

function signalZeroSucceeds(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
