import { spawn } from 'node:child_process';

/** Runs a command with inherited output; rejects with its exit code. */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (code === 0) resolve();
      else
        reject(
          Object.assign(new Error(`${command} ${args.join(' ')} saiu com ${code ?? signal}`), { exitCode: code ?? 1 }),
        );
    });
  });
}
