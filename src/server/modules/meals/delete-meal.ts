import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { meals } from '../../db/schema';

/**
 * Deletes one of the person's meals (its items go with it, by the foreign key).
 * False when there is no such meal for this person: another person's meal is
 * indistinguishable from a missing one.
 */
export async function deleteMeal(db: Executor, userId: string, mealId: string): Promise<boolean> {
  const deleted = await db
    .delete(meals)
    .where(and(eq(meals.userId, userId), eq(meals.id, mealId)))
    .returning({ id: meals.id });
  return deleted.length > 0;
}
