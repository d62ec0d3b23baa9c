import { eq } from 'drizzle-orm';
import type { Me } from '../../../contracts/me';
import { advance, isSubscribed, nextChargeAt } from '../../../domain/billing/subscription';
import type { Executor } from '../../db/client';
import { subscriptions } from '../../db/schema';
import { stateOf } from './subscription-repository';

/** The `subscription` field of GET /api/me: the real state, advanced to `now`. */
export async function meSubscription(
  db: Executor,
  userId: string,
  trialEndsAt: Date,
  now: Date,
): Promise<Me['subscription']> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  const s = advance(stateOf(trialEndsAt, row ?? null), now);
  return {
    status: s.status,
    trialEndsAt: s.trialEndsAt.toISOString(),
    currentPeriodEndsAt: s.currentPeriodEndsAt?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    subscribed: isSubscribed(s) && s.status !== 'expired',
    nextChargeAt: nextChargeAt(s)?.toISOString() ?? null,
  };
}
