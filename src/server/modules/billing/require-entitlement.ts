import type { MiddlewareHandler } from 'hono';
import { premiumRequiredMessage } from '../../../contracts/billing';
import { type Entitlements, type PremiumFeature, entitlementsAt } from '../../../domain/billing/entitlements';
import type { Executor } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { AppError, unauthenticated } from '../../http/app-error';
import { requireSession } from '../../http/session';
import { loadSubscription, stateOf } from './subscription-repository';

/** What the person may do right now (for use cases that limit rather than refuse, e.g. 7 days of history). */
export async function entitlementsOf(db: Executor, userId: string, now: Date): Promise<Entitlements> {
  const found = await loadSubscription(db, userId);
  if (!found) throw unauthenticated();
  return entitlementsAt(stateOf(found.trialEndsAt, found.row), now);
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
