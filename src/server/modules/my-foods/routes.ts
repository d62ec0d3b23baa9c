import { Hono } from 'hono';
import { myFoodInputSchema, MY_FOODS_MAX } from '../../../contracts/my-foods';
import { isOwnFoodId, ownFoodRowId } from '../../../domain/my-foods/own-food';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { toMyFoodDto } from './my-food-dto';
import { deleteMyFoodRow, findMyFoodRow, listMyFoodRows } from './my-food-repository';
import { takePersonLimit } from '../../http/person-limits';
import { uuidParam } from '../../http/uuid-param';
import { createMyFood, updateMyFood } from './save-my-food';

/**
 * /api/my-foods ("Meus alimentos"): every route is scoped by the session's
 * person; another person's food is a 404, as a food that does not exist.
 * Mutations pass the same-origin check every mutation passes (app.ts).
 */
export function myFoodRoutes(deps: Deps) {
  // Accepts the food id used everywhere ("meu-<uuid>") or the bare uuid.
  const rowId = (raw: string) => uuidParam(isOwnFoodId(raw) ? ownFoodRowId(raw) : raw, 'food');
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      const rows = await listMyFoodRows(deps.db, user.id);
      return c.json({ items: rows.map(toMyFoodDto), max: MY_FOODS_MAX });
    })
    .post('/', async (c) => {
      const { user } = requireSession(c);
      const input = await readJson(c, myFoodInputSchema);
      await takePersonLimit(deps.db, 'myFoodWrites', user.id, deps.clock());
      return c.json(await createMyFood(deps, user.id, input), 201);
    })
    .get('/:id', async (c) => {
      const { user } = requireSession(c);
      const row = await findMyFoodRow(deps.db, user.id, rowId(c.req.param('id')));
      if (!row) throw notFound('food');
      return c.json(toMyFoodDto(row));
    })
    .put('/:id', async (c) => {
      const { user } = requireSession(c);
      const id = rowId(c.req.param('id'));
      const input = await readJson(c, myFoodInputSchema);
      await takePersonLimit(deps.db, 'myFoodWrites', user.id, deps.clock());
      return c.json(await updateMyFood(deps, user.id, id, input));
    })
    .delete('/:id', async (c) => {
      const { user } = requireSession(c);
      if (!(await deleteMyFoodRow(deps.db, user.id, rowId(c.req.param('id'))))) throw notFound('food');
      return c.body(null, 204);
    });
}
