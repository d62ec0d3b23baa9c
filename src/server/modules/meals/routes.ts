import { Hono } from 'hono';
import { z } from 'zod';
import {
  mealSuggestionsQuerySchema,
  mealCreateSchema,
  mealDayTotalsQuerySchema,
  mealListQuerySchema,
  mealUpdateSchema,
} from '../../../contracts/meals';
import { dayCopySchema, mealCopySchema } from '../../../contracts/meal-copy';
import { logDateSchema } from '../../../contracts/dates';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { suggestedSlot } from '../../../domain/meals/meal-slots';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { idempotent } from '../../http/idempotency';
import { takePersonLimit } from '../../http/person-limits';
import { requireSession } from '../../http/session';
import { readLagTolerant } from '../../http/lag-tolerant-reads';
import { readJson, validate } from '../../http/validate';
import type { Deps } from '../deps';
import { copyDay, copyMeal } from './copy-meals';
import { deleteMeal } from './delete-meal';
import { listMealsWithinWindow } from './list-meals';
import { mealDayTotals } from './meal-day-totals';
import { findMealRow, withItems } from './meal-repository';
import { createMeal, updateMeal } from './save-meal';
import { suggestFromHistory } from './suggest-from-history';

const mealIdSchema = z.uuid();
const dayParamSchema = (today: string) => z.object({ date: logDateSchema(today) });

/** /api/meals: every route is scoped by the session's user; another person's meal is a 404. */
export function mealRoutes(deps: Deps) {
  const mealId = (raw: string) => {
    const parsed = mealIdSchema.safeParse(raw);
    if (!parsed.success) throw notFound('meal');
    return parsed.data;
  };
  // Dates are bounded by the server's São Paulo day (decision 0017).
  const today = () => localDate(deps.clock());
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => {
        const { user } = requireSession(c);
        const query = validate(mealListQuerySchema(today()), c.req.query());
        // History and its search tolerate a little lag: the replica, unless the person just wrote (decision 0050).
        return c.json(await readLagTolerant(deps, c, (db) => listMealsWithinWindow({ ...deps, db }, user.id, query)));
      })
      .post('/', async (c) => {
        const { user } = requireSession(c);
        // A retried create with the same Idempotency-Key replays the first meal (decision 0030).
        return idempotent(c, deps.db, user.id, deps.clock(), async (db) => ({
          status: 201,
          body: await createMeal({ ...deps, db }, user.id, await readJson(c, mealCreateSchema(deps.clock()))),
        }));
      })
      .get('/suggestions', async (c) => {
        const { user } = requireSession(c);
        const now = deps.clock();
        const { slot } = validate(mealSuggestionsQuerySchema, c.req.query());
        return c.json(await suggestFromHistory(deps.db, user.id, slot ?? suggestedSlot(now), now));
      })
      .get('/day-totals', async (c) => {
        const { user } = requireSession(c);
        const { dates } = validate(mealDayTotalsQuerySchema(today()), c.req.query());
        return c.json(await mealDayTotals(deps, user.id, dates));
      })
      // "Copiar o dia" and "Copiar" (decision 0053): a double tap with the same Idempotency-Key copies once.
      .post('/days/:date/copy', async (c) => {
        const { user } = requireSession(c);
        const { date } = validate(dayParamSchema(today()), { date: c.req.param('date') });
        return idempotent(c, deps.db, user.id, deps.clock(), async (db) => ({
          status: 201,
          body: await copyDay({ ...deps, db }, user.id, date, await readJson(c, dayCopySchema(today()))),
        }));
      })
      .post('/:id/copy', async (c) => {
        const { user } = requireSession(c);
        const id = mealId(c.req.param('id'));
        return idempotent(c, deps.db, user.id, deps.clock(), async (db) => ({
          status: 201,
          body: await copyMeal({ ...deps, db }, user.id, id, await readJson(c, mealCopySchema(deps.clock()))),
        }));
      })
      .get('/:id', async (c) => {
        const { user } = requireSession(c);
        const row = await findMealRow(deps.db, user.id, mealId(c.req.param('id')));
        if (!row) throw notFound('meal');
        const [meal] = await withItems(deps.db, user.id, [row]);
        return c.json(meal);
      })
      .patch('/:id', async (c) => {
        const { user } = requireSession(c);
        const id = mealId(c.req.param('id'));
        return c.json(await updateMeal(deps, user.id, id, await readJson(c, mealUpdateSchema(deps.clock()))));
      })
      .delete('/:id', async (c) => {
        const { user } = requireSession(c);
        await takePersonLimit(deps.db, 'mealWrites', user.id, deps.clock());
        if (!(await deleteMeal(deps.db, user.id, mealId(c.req.param('id'))))) throw notFound('meal');
        return c.body(null, 204);
      })
  );
}
