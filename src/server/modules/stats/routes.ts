import { Hono } from 'hono';
import { STATS_RANGE_MAX_DAYS, dayStatsQuerySchema, rangeStatsQuerySchema } from '../../../contracts/stats';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { daysBetween } from '../../../domain/calendar/local-days';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import type { Deps } from '../deps';
import { historyWindowStart, laterDate } from '../billing/history-window';
import { getDayStats } from './get-day-stats';
import { getRangeStats } from './get-range-stats';

/** GET /api/stats/day and /api/stats/range, from the person's own meals and water only. */
export function statsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/day', async (c) => {
      const { user } = requireSession(c);
      const today = localDate(deps.clock());
      const { date } = validate(dayStatsQuerySchema(today), c.req.query());
      return c.json(await getDayStats(deps.db, user.id, date ?? today));
    })
    .get('/range', async (c) => {
      const { user } = requireSession(c);
      const { from, to } = validate(rangeStatsQuerySchema(localDate(deps.clock())), c.req.query());
      const span = daysBetween(from, to);
      if (span < 0 || span >= STATS_RANGE_MAX_DAYS) {
        throw new AppError(400, 'validation_failed', 'Escolha um período de 1 a 366 dias, com o início antes do fim');
      }
      // Without Premium the statistics reach back 7 days (decision 0009's entitlements).
      const windowStart = await historyWindowStart(deps.db, user.id, deps.clock());
      const start = laterDate(from, windowStart) ?? from;
      const range = await getRangeStats(deps.db, user.id, start > to ? to : start, to);
      return c.json({ ...range, limitedFrom: windowStart });
    });
}
