import { Hono } from 'hono';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import type { Deps } from '../deps';
import { getMe } from './get-me';

export function meRoutes(deps: Deps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { user } = requireSession(c);
    return c.json(await getMe(deps.db, user.id, deps.clock()));
  });
}
