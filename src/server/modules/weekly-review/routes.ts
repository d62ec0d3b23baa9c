import { Hono } from 'hono';
import { weeklyReviewQuerySchema } from '../../../contracts/weekly-review';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { addDays } from '../../../domain/calendar/local-days';
import { mondayOf, previousWeek } from '../../../domain/notifications/local-weeks';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import { weeklyReviewFor, type WeeklyReviewDeps } from './weekly-review-for';

/** GET /api/weekly-review: "Sua semana" for the week of `semana`, or the last complete Monday–Sunday. */
export function weeklyReviewRoutes(deps: WeeklyReviewDeps) {
  return new Hono<AppEnv>().get('/', async (c) => {
    const { user } = requireSession(c);
    const today = localDate(deps.clock());
    const { semana } = validate(weeklyReviewQuerySchema(today), c.req.query());
    const week = semana ? { start: mondayOf(semana), end: addDays(mondayOf(semana), 6) } : previousWeek(today);
    return c.json(await weeklyReviewFor(deps, user.id, week, today));
  });
}
