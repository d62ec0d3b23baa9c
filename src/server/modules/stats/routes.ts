import { Hono } from 'hono';
import { STATS_RANGE_MAX_DAYS, dayStatsQuerySchema, rangeStatsQuerySchema } from '../../../contracts/stats';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { daysBetween } from '../../../domain/stats/local-days';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import type { Deps } from '../deps';
import { getDayStats } from './get-day-stats';
import { getRangeStats } from './get-range-stats';

/** GET /api/stats/day and /api/stats/range, from the person's own meals and water only. */
export function statsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/day', async (c) => {
      const { user } = requireSession(c);
      const { date } = validate(dayStatsQuerySchema, c.req.query());
      return c.json(await getDayStats(deps.db, user.id, date ?? localDate(deps.clock())));
    })
    .get('/range', async (c) => {
      const { user } = requireSession(c);
      const { from, to } = validate(rangeStatsQuerySchema, c.req.query());
      const span = daysBetween(from, to);
      if (span < 0 || span >= STATS_RANGE_MAX_DAYS) {
        throw new AppError(400, 'validation_failed', 'Escolha um período de 1 a 366 dias, com o início antes do fim');
      }
      return c.json(await getRangeStats(deps.db, user.id, from, to));
    });
}
