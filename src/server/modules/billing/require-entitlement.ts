import type { MiddlewareHandler } from 'hono';
import { premiumRequiredMessage } from '../../../contracts/billing';
import { type Entitlements, type PremiumFeature, entitlementsAt } from '../../../domain/billing/entitlements';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { sessions, subscriptions, users } from '../../db/schema';
import { needsTouch } from '../auth/session-repository';
import type { AppEnv } from '../../http/app-env';
import { AppError, unauthenticated } from '../../http/app-error';
import { requireSession } from '../../http/session';
import { windowStartOf } from './history-window';
import { loadSubscription, stateOf } from './subscription-repository';

/** What the person may do right now (for use cases that limit rather than refuse, e.g. 7 days of history). */
export async function entitlementsOf(db: Executor, userId: string, now: Date): Promise<Entitlements> {
  const found = await loadSubscription(db, userId);
  if (!found) throw unauthenticated();
  return entitlementsAt(stateOf(found.trialEndsAt, found.row), now);
}

/**
 * For the hot routes (decision 0023): the session check and what the person
 * may do, in one prepared statement; null when the ordinary path must answer
 * (no valid session, or one due for its hourly touch).
 */
export function entitlementsBySession(db: Database) {
  const prepared = db
    .select({ userId: users.id, trialEndsAt: users.trialEndsAt, lastSeenAt: sessions.lastSeenAt, row: subscriptions })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(subscriptions, eq(subscriptions.userId, users.id))
    .where(and(eq(sessions.tokenHash, sql.placeholder('hash')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare('entitlements_by_session');
  return async (sessionHash: string, now: Date) => {
    const [found] = await prepared.execute({ hash: sessionHash, now });
    if (!found || needsTouch(found.lastSeenAt, now)) return null;
    const entitlements = entitlementsAt(stateOf(found.trialEndsAt, found.row), now);
    return { userId: found.userId, historyWindowStart: windowStartOf(entitlements, now) };
  };
}

/**
 * Route guard for Premium features: 401 without a session, 402
 * `premium_required` with the paywall's pt-BR sentence once the trial is over
 * without a subscription. Usage: `.post('/photo', requireEntitlement(deps, 'photo_analysis'), handler)`.
 */
export function requireEntitlement(
  deps: { db: Executor; clock: () => Date },
  feature: PremiumFeature,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { user } = requireSession(c);
    const entitlements = await entitlementsOf(deps.db, user.id, deps.clock());
    if (!entitlements.features[feature]) {
      throw new AppError(402, 'premium_required', premiumRequiredMessage(feature));
    }
    await next();
  };
}
