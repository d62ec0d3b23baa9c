import type { Deps } from '../deps';
import { createBilling, type PaymentsConfig } from './create-billing';

/**
 * Runs the billing sweep every `intervalMs` on this server. Several servers
 * may run it together (row claims with SKIP LOCKED, unique charge attempts);
 * a run never overlaps the previous one on the same server.
 */
export function startBillingJob(deps: Deps, payments: PaymentsConfig, intervalMs: number) {
  const billing = createBilling(deps, payments);
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = billing
      .sweep(deps.clock())
      .then(() => undefined)
      .catch((error: unknown) => deps.log.error({ err: error }, 'billing job failed'))
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  const first = setTimeout(tick, 1000); // a first run soon after start-up
  first.unref();
  return {
    async stop() {
      clearInterval(timer);
      clearTimeout(first);
      await running;
    },
  };
}
