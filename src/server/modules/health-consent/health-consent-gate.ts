import type { MiddlewareHandler } from 'hono';
import { healthConsentMessages } from '../../../contracts/health-consent';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import type { Deps } from '../deps';
import { hasHealthConsent } from './health-consent-repository';

/**
 * The /api routes that write health data (decision 0046): meals, meal plans (decision 0048), their text
 * and photo analysis, photos, the chat, water, weight and the daily targets.
 */
const HEALTH_WRITE_PATHS = /^\/api\/(meals|meal-plans|analysis|photos|chat|water|weights|settings\/goals)(\/|$)/;
/** Reading and deleting stay open: seeing and erasing one's own data are rights of their own (LGPD art. 18). */
const WRITES = new Set(['POST', 'PUT', 'PATCH']);

export const healthConsentRefused = () => new AppError(403, 'health_consent_required', healthConsentMessages.refused);

/**
 * Refuses a signed-in person's health-data write while their consent to the
 * current version does not stand (never given, or withdrawn); without a
 * session the route answers its own 401.
 */
export function healthConsentGate(deps: Pick<Deps, 'db'>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const session = c.var.session;
    if (session && WRITES.has(c.req.method) && HEALTH_WRITE_PATHS.test(c.req.path)) {
      if (!(await hasHealthConsent(deps.db, session.user.id))) throw healthConsentRefused();
    }
    await next();
  };
}
