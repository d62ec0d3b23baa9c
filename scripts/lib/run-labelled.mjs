import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * Runs a command like run.mjs, but with every line of its output prefixed by `[label]`: `npm test`
 * runs some steps side by side (scripts/test.mjs), and their interleaved lines must still say whose they are.
 * Rejects with the exit code.
 */
export function runLabelled(label, command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    const streams = [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ].map(([from, to]) => {
      const lines = createInterface({ input: from, crlfDelay: Infinity });
      lines.on('line', (line) => to.write(`[${label}] ${line}\n`));
      return new Promise((done) => lines.on('close', done));
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      // The last lines may still be in the pipes when the process exits.
      void Promise.all(streams).then(() => {
        if (code === 0) resolve();
        else
          reject(
            Object.assign(new Error(`${command} ${args.join(' ')} saiu com ${code ?? signal}`), {
              exitCode: code ?? 1,
            }),
          );
      });
    });
  });
}
