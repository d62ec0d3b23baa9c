import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { type Server, createServer } from 'node:net';
import path from 'node:path';
import { hasProcTable, isRunning, startTimeOf } from './process-table';

/**
 * One Nutri process per DATA_DIR: a second `npm start` on the same folder
 * stops with a clear message instead of racing the first for the database,
 * and a holder that died (kill -9, OOM, power cut) never blocks the next
 * start (docs/decisions/0018-open-internet-hardening.md).
 *
 * On Linux the lock is a socket in the abstract namespace named after the
 * folder's device and inode: the kernel frees it the moment its process
 * ends (also as a zombie), whatever pid comes next, and two processes can
 * never both bind it. Elsewhere the pid file is the lock, taken over when its
 * pid is gone, a zombie, a different process (start time differs) or our own.
 * The file `nutri.lock` always names the holder, for the message.
 */
export async function lockDataDir(
  dataDir: string,
  options: { mechanism: 'socket' | 'pid-file' } = { mechanism: hasProcTable ? 'socket' : 'pid-file' },
): Promise<() => Promise<void>> {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'nutri.lock');
  const socket = options.mechanism === 'socket' ? await bindLockSocketOf(file, dataDir) : 'unsupported';
  if (socket === 'taken') throw busy(readHolder(file)?.pid, dataDir);
  if (socket === 'unsupported') takePidFile(file, dataDir);
  else writeFileSync(file, JSON.stringify(me()));
  return async () => {
    if (readHolder(file)?.pid === process.pid) rmSync(file, { force: true });
    if (socket !== 'unsupported') await new Promise<void>((resolve) => socket.close(() => resolve()));
  };
}

interface Holder {
  pid: number;
  /** The holder's start time (/proc), so a reused pid is not taken for it; null where unknown. */
  startTime: string | null;
}

const me = (): Holder => ({ pid: process.pid, startTime: startTimeOf(process.pid) });

/** How long a holder that is already dead (a zombie, say) may take to let go: its threads close its files last. */
const DYING_HOLDER_MS = 5000;

async function bindLockSocketOf(file: string, dataDir: string): Promise<Server | 'taken' | 'unsupported'> {
  const started = Date.now();
  for (;;) {
    const result = await bindLockSocket(dataDir);
    if (result !== 'taken') return result;
    // A killed multi-threaded process shows as a zombie a moment before its last thread has closed the socket;
    // a holder that has not written the file yet is a start in progress. Either settles within moments.
    const holder = readHolder(file);
    const dying = holder === null || !isRunning(holder.pid, holder.startTime);
    if (!dying || Date.now() - started > DYING_HOLDER_MS) return 'taken';
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function bindLockSocket(dataDir: string): Promise<Server | 'taken' | 'unsupported'> {
  const { dev, ino } = statSync(dataDir);
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      resolve(error.code === 'EADDRINUSE' ? 'taken' : 'unsupported'),
    );
    // A leading NUL puts the name in Linux's abstract namespace: no file, gone with the process.
    server.listen({ path: `\0nutri-data-dir-${dev}-${ino}` }, () => {
      server.unref(); // the lock never keeps the process alive
      resolve(server);
    });
  });
}

function takePidFile(file: string, dataDir: string): void {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, JSON.stringify(me()));
      closeSync(fd);
      return;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(file);
      // Our own pid in the file is a previous life of this pid (a container restarted, pid 1 again).
      if (holder && holder.pid !== process.pid && isRunning(holder.pid, holder.startTime)) {
        throw busy(holder.pid, dataDir);
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Não foi possível travar a pasta de dados ${dataDir}.`);
}

/** The lock file: JSON, or a bare pid as older versions wrote it. */
function readHolder(file: string): Holder | null {
  try {
    const text = readFileSync(file, 'utf8').trim();
    const parsed: unknown = text.startsWith('{') ? JSON.parse(text) : { pid: Number(text), startTime: null };
    const { pid, startTime } = parsed as Partial<Holder>;
    return Number.isInteger(pid) && pid! > 0 ? { pid: pid!, startTime: startTime ?? null } : null;
  } catch {
    return null;
  }
}

function busy(pid: number | undefined, dataDir: string): Error {
  const who = pid ? `Outro processo do Nutri (pid ${pid})` : 'Outro processo do Nutri';
  return new Error(
    `${who} já está usando a pasta de dados ${dataDir}. Encerre-o antes ou use outra pasta com DATA_DIR.`,
  );
}
