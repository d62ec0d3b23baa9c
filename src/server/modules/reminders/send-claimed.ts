import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { PushResult } from '../push/send-push';
import { finishClaim, releaseClaim, type TakenClaim } from './claim-reminder';

/**
 * What became of one claimed send: `sent`; `retry` when the channel could not be reached (no answer, 429, 5xx);
 * `dropped` when it was refused for good (a push service's 4xx, no device left).
 */
export type Delivery = 'sent' | 'retry' | 'dropped';

/**
 * Runs one send whose claim is already taken (decision 0056). A send that throws — whatever threw: building the
 * message, the database around it, the HTTP client — counts as `retry`, like an unreachable channel: the claim is
 * given back so the next run inside the reminder's window sends it. Only a send that went or was refused for good
 * keeps its claim, so nothing is lost and nothing goes twice. Never throws for the send's sake, so one failed send
 * does not skip the person's other reminders. A server that dies before the end leaves the claim unfinished; once
 * its lease is over, another server's run takes it and sends (decision 0067).
 */
export async function sendClaimed(
  deps: { db: Database; log: Logger; clock: () => Date },
  claim: TakenClaim,
  send: () => Promise<Delivery>,
): Promise<boolean> {
  let outcome: Delivery;
  try {
    outcome = await send();
  } catch (error) {
    deps.log.warn(
      { err: error, key: claim.key, channel: claim.channel },
      'lembrete: envio falhou; vai na próxima rodada',
    );
    outcome = 'retry';
  }
  // Marking it done ends its lease (decision 0067): until then, a server that died here would leave it to the next.
  if (outcome === 'retry') await releaseClaim(deps.db, claim);
  else await finishClaim(deps.db, claim, deps.clock());
  return outcome === 'sent';
}

/** A push counts as sent when one device got it; retried only when none did and one could not be reached. */
export function pushDelivery(result: PushResult): Delivery {
  if (result.sent > 0) return 'sent';
  return result.unavailable > 0 ? 'retry' : 'dropped';
}
