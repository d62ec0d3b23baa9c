import { and, desc, eq } from 'drizzle-orm';
import type { MealPlan } from '../../../domain/meal-plan/generate-plan';
import type { PlanPreferences } from '../../../domain/meal-plan/plan-preferences';
import type { Executor } from '../../db/client';
import { mealPlans } from '../../db/schema';

export interface StoredMealPlan {
  id: string;
  userId: string;
  plan: MealPlan;
  preferences: PlanPreferences;
  checked: string[];
  edits: number;
  createdAt: Date;
}

type Row = typeof mealPlans.$inferSelect;
const stored = (row: Row): StoredMealPlan => ({
  id: row.id,
  userId: row.userId,
  plan: row.plan as MealPlan,
  // Plans made before decision 0068 were asked without a cooking time or a region: no limit, no region.
  preferences: {
    cookingTime: 'normal',
    region: null,
    ...(row.preferences as Partial<PlanPreferences>),
  } as PlanPreferences,
  checked: row.checked as string[],
  edits: row.edits,
  createdAt: row.createdAt,
});

/** The person's latest plan (the current one), or null. */
export async function findCurrentPlan(db: Executor, userId: string): Promise<StoredMealPlan | null> {
  const [row] = await db
    .select()
    .from(mealPlans)
    .where(eq(mealPlans.userId, userId))
    .orderBy(desc(mealPlans.createdAt))
    .limit(1);
  return row ? stored(row) : null;
}

export async function insertPlan(
  db: Executor,
  userId: string,
  plan: MealPlan,
  preferences: PlanPreferences,
  now: Date,
): Promise<StoredMealPlan> {
  const [row] = await db
    .insert(mealPlans)
    .values({
      userId,
      startDate: plan.startDate,
      preferences,
      plan,
      checked: [],
      edits: 0,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return stored(row);
}

/** Saves an edited plan or checked lines; scoped by the owner, so another person's id changes nothing. */
export async function updatePlan(
  db: Executor,
  current: StoredMealPlan,
  change: { plan?: MealPlan; checked?: string[]; edits?: number },
  now: Date,
): Promise<StoredMealPlan> {
  const [row] = await db
    .update(mealPlans)
    .set({ ...change, updatedAt: now })
    .where(and(eq(mealPlans.userId, current.userId), eq(mealPlans.id, current.id)))
    .returning();
  if (!row) throw new Error('update returned no row');
  return stored(row);
}
