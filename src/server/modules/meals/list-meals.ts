import { and, desc, eq, gte, ilike, lt, lte, or, type SQL } from 'drizzle-orm';
import type { Meal, MealListQuery } from '../../../contracts/meals';
import { toSearchKey } from '../../../domain/foods/search-key';
import { decodeCursor, encodeCursor } from '../../../domain/meals/meal-cursor';
import type { Database } from '../../db/client';
import { meals } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { withItems } from './meal-repository';
import { historyWindowStart, laterDate } from '../billing/history-window';

/**
 * GET /api/meals: newest first, keyset-paginated on (eatenAt, id) so pages do
 * not shift while meals are logged; q matches food names and their synonyms
 * accent- and case-insensitively (the stored search text is in search-key form).
 */
export async function listMeals(db: Database, userId: string, query: MealListQuery) {
  const conditions: SQL[] = [eq(meals.userId, userId)];
  if (query.q) {
    const key = toSearchKey(query.q);
    if (key) conditions.push(ilike(meals.searchText, `%${escapeLike(key)}%`));
  }
  if (query.from) conditions.push(gte(meals.localDate, query.from));
  if (query.to) conditions.push(lte(meals.localDate, query.to));
  if (query.slot) conditions.push(eq(meals.slot, query.slot));
  if (query.minKcal !== undefined) conditions.push(gte(meals.energyKcal, query.minKcal));
  if (query.maxKcal !== undefined) conditions.push(lte(meals.energyKcal, query.maxKcal));
  if (query.cursor) {
    const cursor = decodeCursor(query.cursor);
    if (!cursor) throw new AppError(400, 'validation_failed', 'Cursor inválido', { cursor: 'Cursor inválido' });
    const before = or(
      lt(meals.eatenAt, cursor.eatenAt),
      and(eq(meals.eatenAt, cursor.eatenAt), lt(meals.id, cursor.id)),
    );
    if (before) conditions.push(before);
  }
  const rows = await db
    .select()
    .from(meals)
    .where(and(...conditions))
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  const last = page[page.length - 1];
  const items: Meal[] = await withItems(db, userId, page);
  return { items, nextCursor: rows.length > query.limit && last ? encodeCursor(last) : null };
}

/** `text` matched literally inside an ILIKE pattern. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/**
 * GET /api/meals and the MCP tool search_history: the listing within what the
 * person may see (without Premium the history reaches back 7 days, decision 0009).
 */
export async function listMealsWithinWindow(
  deps: { db: Database; clock: () => Date },
  userId: string,
  query: MealListQuery,
) {
  const windowStart = await historyWindowStart(deps.db, userId, deps.clock());
  const page = await listMeals(deps.db, userId, { ...query, from: laterDate(query.from, windowStart) });
  return { ...page, limitedFrom: windowStart };
}
