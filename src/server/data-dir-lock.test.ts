import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock';
import { hasProcTable } from './process-table';

const dirs: string[] = [];
const children: ChildProcess[] = [];
const newDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'nutri-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
  dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true }));
});

const lockModule = fileURLToPath(new URL('./data-dir-lock.ts', import.meta.url));
/** Takes the lock in a Node process of its own (argv: folder, mechanism), prints "locked" and waits. */
const HOLDER = `const { lockDataDir } = await import(${JSON.stringify(lockModule)});
await lockDataDir(process.argv[1], { mechanism: process.argv[2] }); console.log('locked'); setInterval(() => {}, 60000);`;

/** Runs `command`, resolving with its child and its stdout lines once `ready` is printed. */
async function startAndWait(command: string, args: string[], ready: string) {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines: string[] = [];
  for await (const line of createInterface({ input: child.stdout! })) {
    lines.push(line);
    if (line === ready) break;
  }
  return { child, lines };
}

const stateOf = (pid: number) => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]![0];

// The socket is the lock on Linux; the pid file is what other systems (and a Linux without it) use.
describe.each(hasProcTable ? (['socket', 'pid-file'] as const) : (['pid-file'] as const))(
  'lockDataDir (%s)',
  (mechanism) => {
    const lock = (dir: string) => lockDataDir(dir, { mechanism });
    const holdLockInAnotherProcess = (dir: string) =>
      startAndWait(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '-e', HOLDER, dir, mechanism],
        'locked',
      );

    it('um segundo Nutri na mesma pasta recebe uma mensagem clara, com o pid do primeiro', async () => {
      const dir = newDir();
      const { child } = await holdLockInAnotherProcess(dir);
      await expect(lock(dir)).rejects.toThrow(`Outro processo do Nutri (pid ${child.pid}) já está usando a pasta`);
    });

    it('assume a trava deixada por um processo que morreu (kill -9)', async () => {
      const dir = newDir();
      writeFileSync(path.join(dir, 'nutri.lock'), '999999999');
      await (
        await lock(dir)
      )();
      const { child } = await holdLockInAnotherProcess(dir);
      child.kill('SIGKILL');
      await new Promise((resolve) => child.once('exit', resolve));
      await (
        await lock(dir)
      )();
    });

    it.skipIf(!hasProcTable)('um dono morto que ainda é zumbi (o pai não recolheu) não bloqueia', async () => {
      const dir = newDir();
      // sh starts the holder, prints its pid and becomes `sleep`, which never reaps its children.
      const script = `"$0" --import tsx --input-type=module -e "$1" "$2" "$3" & echo $!; exec sleep 60`;
      const { lines } = await startAndWait('sh', ['-c', script, process.execPath, HOLDER, dir, mechanism], 'locked');
      const holder = Number(lines[0]);
      process.kill(holder, 'SIGKILL');
      while (stateOf(holder) !== 'Z') await new Promise((resolve) => setImmediate(resolve));
      await (
        await lock(dir)
      )();
    });

    it.skipIf(!hasProcTable)(
      'o pid da trava reaproveitado por outro processo (contêiner reiniciado) não bloqueia',
      async () => {
        const dir = newDir();
        const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
        children.push(stranger);
        // What the previous Nutri wrote: its pid, now the stranger's, and its own start time.
        writeFileSync(path.join(dir, 'nutri.lock'), JSON.stringify({ pid: stranger.pid, startTime: '1' }));
        await (
          await lock(dir)
        )();
      },
    );

    it('o próprio pid na trava (o Nutri anterior tinha o mesmo pid, ex.: pid 1 num contêiner) não bloqueia', async () => {
      const dir = newDir();
      writeFileSync(path.join(dir, 'nutri.lock'), String(process.pid));
      await (
        await lock(dir)
      )();
    });
  },
);

describe.skipIf(!hasProcTable)('lockDataDir (socket) no mesmo processo', () => {
  it('a segunda trava é recusada; soltar libera', async () => {
    const dir = newDir();
    const unlock = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toThrow(/já está usando a pasta de dados/);
    await unlock();
    await (
      await lockDataDir(dir)
    )();
  });
});
