import { startJob } from '../../jobs/job-runner';
import { pushBillingNotices } from './push-billing-notices';
import { candidates, isMonday, remindPerson } from './send-due-reminders';
import type { ReminderDeps } from './reminder-deps';
import { reminderRoutes } from './routes';

/**
 * Reminders and the weekly review (decision 0049): routes and the job every app server runs on the job runner
 * (decision 0066). The job keeps no state; every send is claimed in PostgreSQL, so any number of servers send
 * each reminder once.
 */
export function createReminders(
  deps: ReminderDeps,
  extra: { weekly?: (userId: string, now: Date) => Promise<number> } = {},
) {
  async function runOnce(now = deps.clock()): Promise<number> {
    const monday = isMonday(now);
    let sent = 0;
    let after = '00000000-0000-0000-0000-000000000000';
    for (;;) {
      const page = await candidates(deps, after, now);
      for (const userId of page) {
        // Each on its own: a failed reminder must not skip the person's billing notice or weekly review in this run.
        sent += await guarded(() => remindPerson(deps, userId, now));
        sent += await guarded(() => pushBillingNotices(deps, userId, now));
        if (monday && extra.weekly) sent += await guarded(() => extra.weekly!(userId, now));
      }
      if (page.length === 0) break;
      after = page.at(-1)!;
    }
    return sent;
  }

  async function guarded(step: () => Promise<number>): Promise<number> {
    try {
      return await step();
    } catch (error) {
      deps.log.error({ err: error }, 'lembretes: falha para uma pessoa');
      return 0;
    }
  }

  return {
    routes: () => reminderRoutes(deps),
    runOnce,
    start: (intervalMs: number) => startJob({ name: 'lembretes', everyMs: intervalMs, run: runOnce }, deps),
  };
}
