import { eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { PushPayload } from '../../../contracts/push';
import type { PushOutcome, PushSender } from '../../adapters/push/web-push-sender';
import type { Database } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';
import { subscriptionsOf } from './push-repository';

export interface PushDeps {
  db: Database;
  clock: () => Date;
  log: Logger;
  push: PushSender | null;
}

export interface PushResult {
  /** Devices the push service accepted the message for. */
  sent: number;
  /** Subscriptions the push service called gone (404/410), now deleted. */
  removed: number;
  /** Devices whose push service did not answer (worth another try). */
  unavailable: number;
}

/** One message to each of a person's devices; a subscription the service calls gone is deleted (RFC 8030 § 7.3). */
export async function pushToPerson(deps: PushDeps, userId: string, payload: PushPayload): Promise<PushResult> {
  const result: PushResult = { sent: 0, removed: 0, unavailable: 0 };
  if (!deps.push) return result;
  for (const sub of await subscriptionsOf(deps.db, userId)) {
    let outcome: PushOutcome;
    try {
      outcome = await deps.push.send(sub, payload);
    } catch (error) {
      // A send that threw did not reach the service as far as we know: worth another try, like no answer.
      deps.log.warn({ err: error, subscription: sub.id }, 'push: envio falhou');
      outcome = 'unavailable';
    }
    if (outcome === 'sent') {
      result.sent += 1;
      await deps.db.update(pushSubscriptions).set({ lastSentAt: deps.clock() }).where(eq(pushSubscriptions.id, sub.id));
    } else if (outcome === 'gone') {
      result.removed += 1;
      await deps.db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, sub.id));
    } else if (outcome === 'unavailable') {
      result.unavailable += 1;
    } else {
      // Never the endpoint itself in the log: it is a capability URL.
      deps.log.warn({ subscription: sub.id, host: new URL(sub.endpoint).host }, 'push: message refused');
    }
  }
  return result;
}
