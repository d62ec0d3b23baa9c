import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Meal } from '../../../contracts/meals';
import type { LoggedItem } from '../../../domain/meals/build-meal-items';
import type { CoreNutrients } from '../../../domain/foods/nutrients';
import type { Executor } from '../../db/client';
import { mealItems, meals, photos } from '../../db/schema';

type MealRow = typeof meals.$inferSelect;
type ItemRow = typeof mealItems.$inferSelect;

const nutrientsOf = (row: MealRow | ItemRow | ItemJson): CoreNutrients => ({
  energyKcal: row.energyKcal,
  proteinG: row.proteinG,
  carbsG: row.carbsG,
  fatG: row.fatG,
  fiberG: row.fiberG,
  sodiumMg: row.sodiumMg,
});

/** An item as `itemsJson` spells it: the columns of meal_items in camelCase. */
interface ItemJson {
  foodId: string;
  foodName: string;
  quantity: number;
  unit: string;
  measureId: string | null;
  grams: number;
  energyKcal: number | null;
  proteinG: number | null;
  carbsG: number | null;
  fatG: number | null;
  fiberG: number | null;
  sodiumMg: number | null;
}

/**
 * A meal's items as one JSON array, in position order: a column of the meal
 * query itself, so a page of meals is one statement (decision 0023).
 */
export const itemsJson = sql<ItemJson[]>`(select coalesce(json_agg(json_build_object(
    'foodId', i.food_id, 'foodName', i.food_name, 'quantity', i.quantity, 'unit', i.unit, 'measureId', i.measure_id,
    'grams', i.grams, 'energyKcal', i.energy_kcal, 'proteinG', i.protein_g, 'carbsG', i.carbs_g, 'fatG', i.fat_g,
    'fiberG', i.fiber_g, 'sodiumMg', i.sodium_mg) order by i.position), '[]')
  from ${mealItems} i where i.user_id = ${meals.userId} and i.meal_id = ${meals.id})`;

/** A meal row with its `itemsJson` column as the API's Meal. */
export function mealOf(row: MealRow & { items: ItemJson[] }): Meal {
  return toMeal(row, row.items);
}

/** Meals with their items, in the order of `rows`. Every query is scoped by user. */
export async function withItems(db: Executor, userId: string, rows: MealRow[]): Promise<Meal[]> {
  if (rows.length === 0) return [];
  const items = await db
    .select()
    .from(mealItems)
    .where(
      and(
        eq(mealItems.userId, userId),
        inArray(
          mealItems.mealId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(mealItems.position));
  return rows.map((row) =>
    toMeal(
      row,
      items.filter((item) => item.mealId === row.id),
    ),
  );
}

function toMeal(row: MealRow, items: readonly (ItemRow | ItemJson)[]): Meal {
  return {
    id: row.id,
    slot: row.slot,
    eatenAt: row.eatenAt.toISOString(),
    localDate: row.localDate,
    items: items.map((item) => ({
      foodId: item.foodId,
      foodName: item.foodName,
      quantity: item.quantity,
      unit: item.unit,
      measureId: item.measureId,
      grams: item.grams,
      nutrients: nutrientsOf(item),
    })),
    totals: nutrientsOf(row),
    incompleteNutrients: row.incompleteNutrients,
    photoId: row.photoId,
    note: row.note,
  };
}

export async function findMealRow(db: Executor, userId: string, mealId: string): Promise<MealRow | undefined> {
  const [row] = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.id, mealId)));
  return row;
}

export async function ownsPhoto(db: Executor, userId: string, photoId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: photos.id })
    .from(photos)
    .where(and(eq(photos.userId, userId), eq(photos.id, photoId)));
  return Boolean(row);
}

export async function replaceItems(db: Executor, userId: string, mealId: string, items: readonly LoggedItem[]) {
  await db.delete(mealItems).where(and(eq(mealItems.userId, userId), eq(mealItems.mealId, mealId)));
  await db.insert(mealItems).values(
    items.map((item, position) => ({
      userId,
      mealId,
      position,
      foodId: item.foodId,
      foodName: item.foodName,
      quantity: item.quantity,
      unit: item.unit,
      measureId: item.measureId,
      grams: item.grams,
      ...item.nutrients,
    })),
  );
}
