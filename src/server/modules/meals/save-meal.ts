import { and, eq } from 'drizzle-orm';
import { CATALOG_VERSION } from '../../../../data/catalog/index';
import type { Meal, MealCreate, MealUpdate } from '../../../contracts/meals';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { buildMealItems } from '../../../domain/meals/build-meal-items';
import { meals } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { takePersonLimit } from '../../http/person-limits';
import type { Deps } from '../deps';
import { personalFoods } from '../foods/personal-foods';
import { findMealRow, ownsPhoto, replaceItems, withItems } from './meal-repository';

/**
 * POST /api/meals (and chat, MCP): items are re-computed from the catalog; the photo must be the
 * person's own. A unit of the person's meal-write limit (in the idempotent transaction, so a replay takes none).
 */
export async function createMeal(deps: Deps, userId: string, input: MealCreate): Promise<Meal> {
  const now = deps.clock();
  await takePersonLimit(deps.db, 'mealWrites', userId, now);
  // The contract bounded eatenAt to 01/01/2000 – tomorrow in São Paulo (decision 0017).
  const eatenAt = new Date(input.eatenAt);
  const built = await build(deps, userId, input.items);
  await checkPhoto(deps, userId, input.photoId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(meals)
      .values({
        userId,
        slot: input.slot,
        eatenAt,
        localDate: localDate(eatenAt),
        photoId: input.photoId ?? null,
        note: input.note || null,
        ...built.totals,
        incompleteNutrients: built.incomplete,
        searchText: built.searchText,
        catalogVersion: CATALOG_VERSION,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!row) throw new Error('insert returned no row');
    await replaceItems(tx, userId, row.id, built.items);
    const [meal] = await withItems(tx, userId, [row]);
    return meal as Meal;
  });
}

/** PATCH /api/meals/:id: what is sent changes; new items are re-computed from today's catalog. */
export async function updateMeal(deps: Deps, userId: string, mealId: string, input: MealUpdate): Promise<Meal> {
  const now = deps.clock();
  await takePersonLimit(deps.db, 'mealWrites', userId, now);
  const existing = await findMealRow(deps.db, userId, mealId);
  if (!existing) throw notFound('meal');
  const eatenAt = input.eatenAt ? new Date(input.eatenAt) : existing.eatenAt;
  const built = input.items
    ? await build(deps, userId, input.items, await withItems(deps.db, userId, [existing]))
    : null;
  if (input.photoId) await checkPhoto(deps, userId, input.photoId);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(meals)
      .set({
        slot: input.slot ?? existing.slot,
        eatenAt,
        localDate: localDate(eatenAt),
        ...(input.photoId !== undefined ? { photoId: input.photoId } : {}),
        ...(input.note !== undefined ? { note: input.note || null } : {}),
        ...(built
          ? {
              ...built.totals,
              incompleteNutrients: built.incomplete,
              searchText: built.searchText,
              catalogVersion: CATALOG_VERSION,
            }
          : {}),
        updatedAt: now,
      })
      .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
      .returning();
    if (!row) throw notFound('meal');
    if (built) await replaceItems(tx, userId, mealId, built.items);
    const [meal] = await withItems(tx, userId, [row]);
    return meal as Meal;
  });
}

/** Figures from the catalog and the person's own foods; an own food deleted since keeps its logged figures. */
async function build(deps: Deps, userId: string, items: MealCreate['items'], previous: Meal[] = []) {
  const foods = await personalFoods(deps, userId);
  const built = buildMealItems(foods.catalog, items, previous[0]?.items ?? []);
  if (!built.ok) throw new AppError(400, 'validation_failed', built.message, { [built.field]: built.message });
  return built;
}

async function checkPhoto(deps: Deps, userId: string, photoId: string | null | undefined) {
  if (photoId && !(await ownsPhoto(deps.db, userId, photoId))) {
    const message = 'Foto não encontrada';
    throw new AppError(400, 'validation_failed', message, { photoId: message });
  }
}
