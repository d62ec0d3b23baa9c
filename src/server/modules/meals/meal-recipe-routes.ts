import { Hono } from 'hono';
import { recipeFromMealSchema } from '../../../contracts/my-foods';
import type { AppEnv } from '../../http/app-env';
import { takePersonLimit } from '../../http/person-limits';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { saveRecipeFromMeal } from './save-meal-as-recipe';

/** POST /api/my-foods/from-meal: counted with the person's other food writes. */
export function mealRecipeRoutes(deps: Deps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const { user } = requireSession(c);
    const input = await readJson(c, recipeFromMealSchema);
    await takePersonLimit(deps.db, 'myFoodWrites', user.id, deps.clock());
    return c.json(await saveRecipeFromMeal(deps, user.id, input), 201);
  });
}
