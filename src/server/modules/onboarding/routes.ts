import { Hono } from 'hono';
import { onboardingSchema } from '../../../contracts/onboarding';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { completeOnboarding } from './complete-onboarding';

/** PUT /api/me/onboarding: the answers that set the profile and the first targets. */
export function onboardingRoutes(deps: Deps) {
  return new Hono<AppEnv>().put('/', async (c) => {
    const { user } = requireSession(c);
    const data = await readJson(c, onboardingSchema(localDate(deps.clock())));
    return c.json(await completeOnboarding(deps, user.id, data));
  });
}
