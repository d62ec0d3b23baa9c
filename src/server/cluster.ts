import cluster from 'node:cluster';
import type { Logger } from 'pino';

/**
 * WORKERS > 1 (decision 0023): this primary process owns the data dir, the
 * embedded PostgreSQL and the migrations; it forks `workers` copies of the
 * server that share PORT through node:cluster and reach the database through
 * DATABASE_URL. The server is stateless (sessions, rate limits and billing
 * state live in PostgreSQL), so any worker may answer any request. A worker
 * that dies is replaced; SIGTERM/SIGINT stop the workers, then `stop` runs.
 */
export function runWorkers(options: {
  workers: number;
  databaseUrl: string;
  log: Logger;
  stop: () => Promise<void>;
}): void {
  let stopping = false;
  const fork = (index: number) => {
    const worker = cluster.fork({ DATABASE_URL: options.databaseUrl });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      options.log.error({ code, signal, index }, 'worker saiu; iniciando outro');
      fork(index);
    });
  };
  for (let index = 0; index < options.workers; index++) fork(index);

  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    options.log.info({ signal }, 'encerrando os workers');
    const workers = Object.values(cluster.workers ?? {}).filter((w) => w !== undefined);
    void Promise.all(
      workers.map(
        (worker) =>
          new Promise<void>((resolve) => {
            worker.once('exit', () => resolve());
            worker.process.kill('SIGTERM');
          }),
      ),
    )
      .then(options.stop)
      .then(() => process.exit(0))
      .catch(() => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}
