import { Hono } from 'hono';
import {
  waterDayQuerySchema,
  waterInputSchema,
  weightGoalInputSchema,
  weightInputSchema,
} from '../../../contracts/body';
import { localDate } from '../../../domain/calendar/sao-paulo';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { idempotent } from '../../http/idempotency';
import { requireSession } from '../../http/session';
import { readJson, validate } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import type { Deps } from '../deps';
import { deleteWater, deleteWeight, waterOfDay } from './body-repository';
import { logWater } from './log-water';
import { logWeight } from './log-weight';
import { clearWeightGoal, saveWeightGoal } from './save-weight-goal';
import { weightSummary } from './weight-summary';

/** GET, POST /api/water and DELETE /api/water/:id: what the person drank, on their São Paulo day. */
export function waterRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      const today = localDate(deps.clock());
      const { date } = validate(waterDayQuerySchema(today), c.req.query());
      return c.json(await waterOfDay(deps.db, user.id, date ?? today));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      // Retries from the offline queue carry an Idempotency-Key: one glass, however many tries (decision 0030).
      return idempotent(c, deps.db, user.id, now, async (db) => {
        const input = await readJson(c, waterInputSchema(now));
        // A glass logged offline keeps the time it was drunk.
        return { status: 201, body: await logWater(db, user.id, input.ml, input.at ? new Date(input.at) : now) };
      });
    })
    .delete('/:id', async (c) => {
      const { user } = requireSession(c);
      const what = 'water';
      if (!(await deleteWater(deps.db, user.id, uuidParam(c.req.param('id'), what)))) throw notFound(what);
      return c.body(null, 204);
    });
}

/** GET, POST /api/weights and DELETE /api/weights/:id: one weighing per São Paulo day; PUT, DELETE /goal: the goal weight. */
export function weightRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      return c.json(await weightSummary(deps.db, user.id, localDate(deps.clock())));
    })
    .put('/goal', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      await saveWeightGoal(deps.db, user.id, await readJson(c, weightGoalInputSchema), now);
      return c.json(await weightSummary(deps.db, user.id, localDate(now)));
    })
    .delete('/goal', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      await clearWeightGoal(deps.db, user.id, now);
      return c.json(await weightSummary(deps.db, user.id, localDate(now)));
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const now = deps.clock();
      return idempotent(c, deps.db, user.id, now, async (db) => {
        // 01/01/2000 to tomorrow, the rule of every log (decision 0017): a day ahead for people east of São Paulo.
        const input = await readJson(c, weightInputSchema(localDate(now)));
        return { status: 201, body: await logWeight(db, user.id, input, now) };
      });
    })
    .delete('/:id', async (c) => {
      const { user } = requireSession(c);
      const what = 'weight';
      if (!(await deleteWeight(deps.db, user.id, uuidParam(c.req.param('id'), what)))) throw notFound(what);
      return c.body(null, 204);
    });
}
