import type { Deps } from '../deps';
import type { FoodCatalogService } from './food-catalog';
import { listMyFoodRows, toOwnFoodRecord } from '../my-foods/my-food-repository';

/**
 * The food tools for one person: the catalog with their own foods first
 * (search, analysis, meals, chat). Read per request from the database, so
 * every app server sees an edit at once and nothing is cached in memory.
 */
export async function personalFoods(deps: Pick<Deps, 'db' | 'foods'>, userId: string): Promise<FoodCatalogService> {
  const rows = await listMyFoodRows(deps.db, userId);
  return deps.foods.withOwnFoods(rows.map(toOwnFoodRecord));
}
