import { and, asc, count, eq, sql } from 'drizzle-orm';
import { coreNutrients } from '../../../domain/foods/nutrients';
import type { OwnFoodRecord } from '../../../domain/my-foods/own-food';
import type { Executor } from '../../db/client';
import { myFoods } from '../../db/schema';

export type MyFoodRow = typeof myFoods.$inferSelect;
export type MyFoodWrite = Omit<typeof myFoods.$inferInsert, 'userId' | 'id' | 'createdAt' | 'updatedAt'>;

/** Every query is scoped by the owner: another person's food is never read, changed or counted. */
export async function listMyFoodRows(db: Executor, userId: string): Promise<MyFoodRow[]> {
  return db.select().from(myFoods).where(eq(myFoods.userId, userId)).orderBy(asc(myFoods.name), asc(myFoods.id));
}

export async function findMyFoodRow(db: Executor, userId: string, id: string): Promise<MyFoodRow | undefined> {
  const [row] = await db
    .select()
    .from(myFoods)
    .where(and(eq(myFoods.userId, userId), eq(myFoods.id, id)));
  return row;
}

export async function countMyFoods(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(myFoods).where(eq(myFoods.userId, userId));
  return row?.n ?? 0;
}

/** Another of the person's foods with this name (case and accents aside), for a clear message instead of twins. */
export async function sameNameId(db: Executor, userId: string, name: string): Promise<string | null> {
  const [row] = await db
    .select({ id: myFoods.id })
    .from(myFoods)
    .where(and(eq(myFoods.userId, userId), sql`lower(${myFoods.name}) = lower(${name})`));
  return row?.id ?? null;
}

export async function insertMyFood(db: Executor, userId: string, values: MyFoodWrite, now: Date) {
  const [row] = await db
    .insert(myFoods)
    .values({ ...values, userId, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateMyFoodRow(db: Executor, userId: string, id: string, values: MyFoodWrite, now: Date) {
  const [row] = await db
    .update(myFoods)
    .set({ ...values, updatedAt: now })
    .where(and(eq(myFoods.userId, userId), eq(myFoods.id, id)))
    .returning();
  return row;
}

export async function deleteMyFoodRow(db: Executor, userId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(myFoods)
    .where(and(eq(myFoods.userId, userId), eq(myFoods.id, id)))
    .returning({ id: myFoods.id });
  return deleted.length > 0;
}

export function toOwnFoodRecord(row: MyFoodRow): OwnFoodRecord {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    brand: row.brand,
    synonyms: row.synonyms,
    per100g: coreNutrients(row),
    portionLabel: row.portionLabel,
    portionGrams: row.portionGrams,
    amountUnit: row.amountUnit,
  };
}
