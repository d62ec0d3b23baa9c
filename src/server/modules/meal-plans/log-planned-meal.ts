import type { Meal } from '../../../contracts/meals';
import { notFound } from '../../http/not-found';
import type { Deps } from '../deps';
import { createMeal } from '../meals/save-meal';
import { currentPlanOrNotFound } from './edit-meal-plan';

/**
 * "Registrar como planejado": the planned meal logged as it is, through the meals' own use case (same
 * figures from the catalog, same limits); the person edits it afterwards like any meal.
 */
export async function logPlannedMeal(
  deps: Deps,
  userId: string,
  at: { day: number; meal: number },
  eatenAt: string,
): Promise<Meal> {
  const stored = await currentPlanOrNotFound(deps, userId);
  const meal = stored.plan.days[at.day]?.meals[at.meal];
  if (!meal || meal.items.length === 0) throw notFound('planItem');
  return createMeal(deps, userId, {
    slot: meal.slot,
    eatenAt,
    items: meal.items.map((item) => ({ foodId: item.foodId, quantity: item.quantity, measureId: item.measureId })),
    note: 'Registrado do plano alimentar',
  });
}
