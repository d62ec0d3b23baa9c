import { Hono } from 'hono';
import { healthConsentGiveSchema } from '../../../contracts/health-consent';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { giveHealthConsent, withdrawConsent } from './give-or-withdraw';
import { healthConsentStatus } from './health-consent-repository';

/** /api/settings/health-consent: see, give and withdraw the health-data consent (decision 0046). */
export function healthConsentRoutes(deps: Pick<Deps, 'db' | 'clock'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await healthConsentStatus(deps.db, user.id));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      await readJson(c, healthConsentGiveSchema);
      return c.json(await giveHealthConsent(deps, user.id));
    })
    .delete('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await withdrawConsent(deps, user.id));
    });
}
