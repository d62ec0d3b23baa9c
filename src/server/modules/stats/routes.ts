import { Hono } from 'hono';
import { dayStatsQuerySchema, rangeStatsQuerySchema } from '../../../contracts/stats';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readLagTolerant } from '../../http/lag-tolerant-reads';
import { validate } from '../../http/validate';
import type { Deps } from '../deps';
import { getDayStats } from './get-day-stats';
import { getRangeStatsWithinWindow } from './range-within-window';

/** GET /api/stats/day and /api/stats/range, from the person's own meals and water only. */
export function statsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/day', async (c) => {
      const { user } = requireSession(c);
      const today = localDate(deps.clock());
      const { date } = validate(dayStatsQuerySchema(today), c.req.query());
      // A past day tolerates a little lag (replica); today is what the person is logging now (primary).
      if (!date || date >= today) return c.json(await getDayStats(deps.db, user.id, date ?? today));
      return c.json(await readLagTolerant(deps, c, (db) => getDayStats(db, user.id, date)));
    })
    .get('/range', async (c) => {
      const { user } = requireSession(c);
      const { from, to } = validate(rangeStatsQuerySchema(localDate(deps.clock())), c.req.query());
      return c.json(
        await readLagTolerant(deps, c, (db) => getRangeStatsWithinWindow({ ...deps, db }, user.id, from, to)),
      );
    });
}
