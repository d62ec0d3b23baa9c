import { pruneInbox } from './inbox';
import { createInboxProcessor } from './process-inbox';
import { whatsappRoutes } from './routes';
import type { WhatsappDeps } from './whatsapp-deps';

/**
 * The WhatsApp channel (decision 0032): its routes and its job. Holds no
 * state but the timer, so every app server builds one; the queue in
 * PostgreSQL is what they share.
 */
export function createWhatsapp(deps: WhatsappDeps) {
  const processor = createInboxProcessor(deps);
  let running: Promise<unknown> | null = null;
  let again = false;
  let started = false;

  /** One run at a time on this server; a kick during a run asks for one more right after. */
  const tick = () => {
    if (!started || !deps.whatsapp) return;
    if (running) {
      again = true;
      return;
    }
    const now = deps.clock();
    running = processor
      .processDue(now)
      .then(() => processor.sendReminders(now))
      .catch((error: unknown) => deps.log.error({ err: error }, 'whatsapp job failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          tick();
        }
      });
  };

  return {
    routes: () => whatsappRoutes(deps, tick),
    /** Tests drive the job by hand, as another server would run it. */
    processDue: (now = deps.clock()) => processor.processDue(now),
    sendReminders: (now = deps.clock()) => processor.sendReminders(now),
    start(intervalMs: number) {
      if (!deps.whatsapp) return { stop: async () => undefined };
      started = true;
      const timer = setInterval(tick, intervalMs);
      timer.unref();
      const pruner = setInterval(
        () =>
          void pruneInbox(deps.db, deps.clock()).catch((error: unknown) =>
            deps.log.warn({ err: error }, 'whatsapp: prune failed'),
          ),
        3_600_000,
      );
      pruner.unref();
      return {
        async stop() {
          started = false;
          clearInterval(timer);
          clearInterval(pruner);
          await running;
        },
      };
    },
  };
}

export type Whatsapp = ReturnType<typeof createWhatsapp>;
