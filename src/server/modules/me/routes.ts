import { Hono } from 'hono';
import { onboardingSchema } from '../../../contracts/onboarding';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { completeOnboarding } from '../onboarding/complete-onboarding';
import { getMe } from './get-me';

export function meRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await getMe(deps.db, user.id, deps.clock()));
    })
    .put('/onboarding', async (c) => {
      const { user } = requireSession(c);
      const data = await readJson(c, onboardingSchema(localDate(deps.clock())));
      return c.json(await completeOnboarding(deps, user.id, data));
    });
}
