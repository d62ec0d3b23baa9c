import type { Meal } from '@/contracts/meals';
import { mealsTotals, type NutrientTotals } from '@/domain/nutrition/totals';

export interface MealDay {
  date: string;
  meals: Meal[];
  totals: NutrientTotals;
}

/**
 * Groups meals (newest first) by their São Paulo date, with the totals of the
 * meals loaded (partial where an item had no figure). The history shows the
 * server's whole-day totals (GET /api/meals/day-totals) once they arrive.
 */
export function groupByDay(meals: readonly Meal[]): MealDay[] {
  const days: { date: string; meals: Meal[] }[] = [];
  for (const meal of meals) {
    const last = days[days.length - 1];
    if (last && last.date === meal.localDate) last.meals.push(meal);
    else days.push({ date: meal.localDate, meals: [meal] });
  }
  return days.map((day) => ({ ...day, totals: mealsTotals(day.meals) }));
}
