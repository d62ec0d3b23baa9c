import { Hono } from 'hono';
import { foodSearchQuerySchema, type FoodDto } from '../../../contracts/foods';
import { searchFoods } from '../../../domain/foods/food-search';
import type { AppEnv } from '../../http/app-env';
import { notFound } from '../../http/not-found';
import { requireSession } from '../../http/session';
import { validate } from '../../http/validate';
import type { Deps } from '../deps';
import { personalFoods } from './personal-foods';
import { toFoodDto } from './food-dto';

/** GET /api/foods and the MCP tool search_foods: the person's own foods first, then the catalog. */
export async function searchPersonalFoods(
  deps: Pick<Deps, 'db' | 'foods'>,
  userId: string,
  q: string,
  limit: number,
): Promise<FoodDto[]> {
  const foods = await personalFoods(deps, userId);
  return searchFoods(foods.index, q, limit).map((m) => toFoodDto(m.food, foods.catalog));
}

/** GET /api/foods?q=&limit= (search, the person's own foods first) and GET /api/foods/:id, for signed-in people. */
export function foodRoutes(deps: Pick<Deps, 'db' | 'foods'>) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireSession(c);
      const { q, limit } = validate(foodSearchQuerySchema, c.req.query());
      return c.json({ items: await searchPersonalFoods(deps, user.id, q, limit) });
    })
    .get('/:id', async (c) => {
      const { user } = requireSession(c);
      const foods = await personalFoods(deps, user.id);
      const food = foods.catalog.byId(c.req.param('id'));
      if (!food) throw notFound('food');
      return c.json(toFoodDto(food, foods.catalog));
    });
}
