import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Meal } from '../../../contracts/meals';
import type { LoggedItem } from '../../../domain/meals/build-meal-items';
import { foodSourceOfId } from '../../../domain/foods/food-source';
import { coreNutrients } from '../../../domain/foods/nutrients';
import type { Executor } from '../../db/client';
import { mealItems, meals, photos } from '../../db/schema';

type MealRow = typeof meals.$inferSelect;

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
  return rows.map((row) => ({
    id: row.id,
    slot: row.slot,
    eatenAt: row.eatenAt.toISOString(),
    localDate: row.localDate,
    items: items
      .filter((item) => item.mealId === row.id)
      .map((item) => ({
        foodId: item.foodId,
        foodName: item.foodName,
        foodSource: foodSourceOfId(item.foodId),
        quantity: item.quantity,
        unit: item.unit,
        measureId: item.measureId,
        grams: item.grams,
        nutrients: coreNutrients(item),
      })),
    totals: coreNutrients(row),
    incompleteNutrients: row.incompleteNutrients,
    photoId: row.photoId,
    note: row.note,
  }));
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
