import { Hono } from 'hono';
import { waterInputSchema, weightInputSchema } from '../../../contracts/body';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { idempotent } from '../../http/idempotency';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { logWater } from './log-water';
import { logWeight } from './log-weight';
import { weightSummary } from './weight-summary';

/** POST /api/water, GET and POST /api/weights: what the person drank and weighed, on their São Paulo day. */
export function waterRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { user } = requireSession(c);
    const now = deps.clock();
    // Retries from the offline queue carry an Idempotency-Key: one glass, however many tries (decision 0030).
    return idempotent(c, deps.db, user.id, now, async (db) => {
      const input = await readJson(c, waterInputSchema(now));
      // A glass logged offline keeps the time it was drunk.
      return { status: 201, body: await logWater(db, user.id, input.ml, input.at ? new Date(input.at) : now) };
    });
  });
}

export function weightRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await weightSummary(deps.db, user.id));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      return idempotent(c, deps.db, user.id, now, async (db) => {
        // 01/01/2000 to tomorrow, the rule of every log (decision 0017): a day ahead for people east of São Paulo.
        const input = await readJson(c, weightInputSchema(localDate(now)));
        return { status: 201, body: await logWeight(db, user.id, input, now) };
      });
    });
}
