import { and, desc, eq, gte, ne, sql } from 'drizzle-orm';
import type { MealSlot } from '../../../contracts/meals';
import { QUICK_CALORIES_FOOD_ID, foodSourceOfId } from '../../../domain/foods/food-source';
import type { Database } from '../../db/client';
import { mealItems, meals } from '../../db/schema';
import { withItems } from './meal-repository';

const LOOKBACK_DAYS = 60;
const FREQUENT_FOODS = 8;
const RECENT_MEALS = 3;

/**
 * One-tap suggestions for the analyze screen: the person's most frequent
 * foods (as they usually log them) in the last 60 days, and their latest
 * meals of this slot — what "the usual" means for them.
 */
export async function suggestFromHistory(db: Database, userId: string, slot: MealSlot, now: Date) {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const frequent = await db
    .select({
      foodId: mealItems.foodId,
      foodName: mealItems.foodName,
      quantity: mealItems.quantity,
      unit: mealItems.unit,
      measureId: mealItems.measureId,
      grams: mealItems.grams,
      energyKcal: mealItems.energyKcal,
      proteinG: mealItems.proteinG,
      carbsG: mealItems.carbsG,
      fatG: mealItems.fatG,
      fiberG: mealItems.fiberG,
      sodiumMg: mealItems.sodiumMg,
      times: sql<number>`count(*)::int`,
    })
    .from(mealItems)
    .innerJoin(meals, and(eq(meals.userId, mealItems.userId), eq(meals.id, mealItems.mealId)))
    // A quick add ("Calorias avulsas") is a number typed once, not a food one logs again.
    .where(and(eq(mealItems.userId, userId), gte(meals.eatenAt, since), ne(mealItems.foodId, QUICK_CALORIES_FOOD_ID)))
    .groupBy(
      mealItems.foodId,
      mealItems.foodName,
      mealItems.quantity,
      mealItems.unit,
      mealItems.measureId,
      mealItems.grams,
      mealItems.energyKcal,
      mealItems.proteinG,
      mealItems.carbsG,
      mealItems.fatG,
      mealItems.fiberG,
      mealItems.sodiumMg,
    )
    .orderBy(desc(sql`count(*)`), desc(sql`max(${meals.eatenAt})`))
    .limit(FREQUENT_FOODS * 3);
  const seen = new Set<string>();
  const frequentFoods = frequent
    .filter((row) => !seen.has(row.foodId) && seen.add(row.foodId))
    .slice(0, FREQUENT_FOODS)
    .map(({ energyKcal, proteinG, carbsG, fatG, fiberG, sodiumMg, times: _times, ...item }) => ({
      ...item,
      foodSource: foodSourceOfId(item.foodId),
      nutrients: { energyKcal, proteinG, carbsG, fatG, fiberG, sodiumMg },
    }));
  const recentRows = await db
    .select()
    .from(meals)
    .where(and(eq(meals.userId, userId), eq(meals.slot, slot)))
    .orderBy(desc(meals.eatenAt), desc(meals.id))
    .limit(RECENT_MEALS);
  return { frequentFoods, recentMeals: await withItems(db, userId, recentRows) };
}
