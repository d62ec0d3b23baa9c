import { startJob, type RunningJob } from '../../jobs/job-runner';
import { pruneInbox } from './inbox';
import { createInboxProcessor } from './process-inbox';
import { whatsappRoutes } from './routes';
import type { WhatsappDeps } from './whatsapp-deps';

const PRUNE_EVERY_MS = 3_600_000;

/**
 * The WhatsApp channel (decision 0032): its routes and its jobs on the job runner (decision 0066). Holds no
 * state but the jobs' timers, so every app server builds one; the queue in PostgreSQL is what they share.
 */
export function createWhatsapp(deps: WhatsappDeps) {
  const processor = createInboxProcessor(deps);
  let queue: RunningJob | null = null;

  return {
    /** A webhook kicks the queue so a message is answered now, not at the next tick. */
    routes: () => whatsappRoutes(deps, () => queue?.kick()),
    /** Tests drive the job by hand, as another server would run it. */
    processDue: (now = deps.clock()) => processor.processDue(now),
    sendReminders: (now = deps.clock()) => processor.sendReminders(now),
    start(intervalMs: number) {
      if (!deps.whatsapp) return { stop: async () => undefined };
      const run = async (now: Date) => {
        await processor.processDue(now);
        await processor.sendReminders(now);
      };
      const started = startJob({ name: 'whatsapp', everyMs: intervalMs, run }, deps);
      queue = started;
      const pruner = startJob(
        {
          name: 'whatsapp-limpeza',
          everyMs: PRUNE_EVERY_MS,
          firstAfterMs: 60_000,
          run: (now) => pruneInbox(deps.db, now),
        },
        deps,
      );
      return {
        async stop() {
          queue = null;
          await Promise.all([started.stop(), pruner.stop()]);
        },
      };
    },
  };
}

export type Whatsapp = ReturnType<typeof createWhatsapp>;
