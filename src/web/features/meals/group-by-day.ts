import type { Meal } from '@/contracts/meals';
import { sumNutrients, type NutrientTotals } from '@/domain/nutrition/totals';

export interface MealDay {
  date: string;
  meals: Meal[];
  totals: NutrientTotals;
}

/**
 * Groups meals (newest first) by their São Paulo date, with the day's totals
 * from the meals' logged figures (partial where an item had no figure).
 */
export function groupByDay(meals: readonly Meal[]): MealDay[] {
  const days: { date: string; meals: Meal[] }[] = [];
  for (const meal of meals) {
    const last = days[days.length - 1];
    if (last && last.date === meal.localDate) last.meals.push(meal);
    else days.push({ date: meal.localDate, meals: [meal] });
  }
  return days.map((day) => {
    const totals = sumNutrients(day.meals.map((meal) => meal.totals));
    const incomplete = new Set([...totals.incomplete, ...day.meals.flatMap((meal) => meal.incompleteNutrients)]);
    return { ...day, totals: { totals: totals.totals, incomplete: [...incomplete] as NutrientTotals['incomplete'] } };
  });
}
