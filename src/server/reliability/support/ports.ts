import { createServer } from 'node:net';

/**
 * A free TCP port on 127.0.0.1 for a server the suite starts. Machines that
 * hand each job a range set RELIABILITY_PORT_RANGE (e.g. "3500-3599"); each
 * vitest worker then scans its own slice of it, so two files never race for
 * one port. Without it the operating system picks.
 */
let handedOut = 0;

export async function freePort(): Promise<number> {
  const range = /^(\d+)-(\d+)$/.exec(process.env.RELIABILITY_PORT_RANGE ?? '');
  if (!range) return listenOn(0);
  const [low, high] = [Number(range[1]), Number(range[2])];
  const worker = Number(process.env.VITEST_POOL_ID ?? 1) - 1;
  const size = high - low + 1;
  for (let attempt = 0; attempt < size; attempt++) {
    const port = low + ((worker * 20 + handedOut++) % size);
    try {
      return await listenOn(port);
    } catch {
      // taken: try the next one
    }
  }
  throw new Error(`Nenhuma porta livre em RELIABILITY_PORT_RANGE=${process.env.RELIABILITY_PORT_RANGE}`);
}

function listenOn(port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('sem porta')),
      );
    });
  });
}
