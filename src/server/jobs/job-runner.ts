import type { Logger } from 'pino';

/**
 * One job of this server (decision 0066): the runner only says *when* it runs on this server. Whether a piece
 * of work is done once across several servers is the job's own business, settled in PostgreSQL by the rows it
 * claims (SKIP LOCKED with a lease, a conditional UPDATE, a unique key), never by this timer.
 */
export interface Job {
  /** For the logs. */
  name: string;
  everyMs: number;
  /** A first run this soon after start; without it the first run waits a whole interval. */
  firstAfterMs?: number;
  /** The work itself, given this server's clock: tests call the same function with their own. */
  run: (now: Date) => Promise<unknown>;
}

export interface RunningJob {
  /** Runs now, or once more right after the run in progress (a kick is never lost, nor doubled). */
  kick(): void;
  /** No new run; resolves when the run in progress has finished. */
  stop(): Promise<void>;
}

export interface JobContext {
  clock: () => Date;
  log: Pick<Logger, 'error'>;
}

/**
 * Runs `job` every `everyMs` on this server, one run at a time: a tick that finds a run in progress is skipped
 * (a slow run is not followed by a pile of them), a kick is kept for right after. A failed run is logged and the
 * next tick tries again; what it had claimed comes back when its lease ends.
 */
export function startJob(job: Job, context: JobContext): RunningJob {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  const runNow = () => {
    running = job
      .run(context.clock())
      .then(
        () => undefined,
        (error: unknown) => context.log.error({ err: error, job: job.name }, `job ${job.name}: a execução falhou`),
      )
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          runNow();
        }
      });
  };
  const tick = () => {
    if (!stopped && !running) runNow();
  };

  const timer = setInterval(tick, job.everyMs);
  timer.unref();
  const first = job.firstAfterMs === undefined ? null : setTimeout(tick, job.firstAfterMs);
  first?.unref();

  return {
    kick() {
      if (stopped) return;
      if (running) again = true;
      else runNow();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      if (first) clearTimeout(first);
      await running;
    },
  };
}
