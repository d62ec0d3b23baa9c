import { MEAL_SLOTS, plannedSlots, type MealSlot } from './meal-slots';

/** What the diary needs of a logged meal: its slot, time and energy (null when unknown). */
export interface DiaryMeal {
  slot: MealSlot;
  eatenAt: string;
  totals: { energyKcal: number | null };
}

export interface DiarySlot<M extends DiaryMeal> {
  slot: MealSlot;
  /** The slot's meals, earliest first. */
  meals: M[];
  /** The sum of the energies known; `partial` says one was unknown (missing is not zero, STYLE.md). */
  energyKcal: number;
  partial: boolean;
}

/**
 * The day as the home's diary shows it (issue 25, as MyFitnessPal and Yazio lay it out): the slots the person
 * plans for (their meals per day, meal-slots.ts) plus any other slot they logged in, always in the day's order
 * (Café, Almoço, Lanche, Jantar, Ceia), each with its meals and its energy.
 */
export function diarySlots<M extends DiaryMeal>(meals: readonly M[], mealsPerDay: number): DiarySlot<M>[] {
  const planned = new Set<MealSlot>(plannedSlots(mealsPerDay));
  const logged = new Set(meals.map((meal) => meal.slot));
  return MEAL_SLOTS.filter((slot) => planned.has(slot) || logged.has(slot)).map((slot) => {
    const inSlot = meals
      .filter((meal) => meal.slot === slot)
      .sort((a, b) => Date.parse(a.eatenAt) - Date.parse(b.eatenAt));
    const known = inSlot.map((meal) => meal.totals.energyKcal).filter((kcal): kcal is number => kcal !== null);
    return {
      slot,
      meals: inSlot,
      energyKcal: Math.round(known.reduce((sum, kcal) => sum + kcal, 0)),
      partial: known.length < inSlot.length,
    };
  });
}
