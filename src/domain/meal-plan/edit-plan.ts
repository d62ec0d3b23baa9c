import type { MealSlot } from '../meals/meal-slots';
import { brokenBounds, buildDay } from './build-day';
import { chooseMeal, type ChoiceContext } from './choose-meals';
import type { DayBounds } from './day-targets';
import { ATTEMPTS_PER_DAY, lunchSignature, planDay, type MealPlan, type PlanEngine } from './generate-plan';
import type { ItemChoice, MealChoice, PlannedDay, PlannedItem } from './plan-types';
import { dayProgram } from './portion-model';
import { deriveSeed, seededRandom } from '../seeded-random';
import { solvePortions } from './solve-portions';

/** What editing a plan needs besides the plan: the solver, the allowed foods and the bounds it was made for. */
export interface EditContext {
  engine: PlanEngine;
  choices: ChoiceContext;
  bounds: DayBounds;
}

/** An item as a choice again: its food, and its amount too when it is locked. */
export function asChoice(item: PlannedItem): ItemChoice {
  const { foodId, role, measureId, step, min, typical, max, cost, processing } = item;
  return {
    food: { foodId, role, measureId, step, min, typical, max, cost, processing },
    fixedQuantity: item.locked ? item.quantity : null,
  };
}

const mealChoices = (day: PlannedDay): MealChoice[] =>
  day.meals.map((meal) => ({ slot: meal.slot, items: meal.items.map(asChoice) }));

/** The same foods, amounts solved again (each meal's usual share first, then without it). */
function resolveDay(date: string, meals: readonly MealChoice[], context: EditContext): PlannedDay | null {
  for (const mealShares of [true, false]) {
    const program = dayProgram(meals, context.bounds, context.engine.catalog, { mealShares });
    const solution = program ? solvePortions(program, context.engine.solve) : null;
    if (solution?.status !== 'optimal') continue;
    const day = buildDay(date, meals, solution, context.engine.catalog);
    if (day && brokenBounds(day.totals, context.bounds).length === 0) return day;
  }
  return null;
}

const withDay = (plan: MealPlan, index: number, day: PlannedDay): MealPlan => ({
  ...plan,
  days: plan.days.map((d, i) => (i === index ? day : d)),
});

/** Whether the day's lunch repeats the day before's or the day after's. */
function repeatsLunch(plan: MealPlan, index: number, day: PlannedDay): boolean {
  const lunch = lunchSignature(day);
  return lunch !== null && [plan.days[index - 1], plan.days[index + 1]].some((d) => lunchSignature(d) === lunch);
}

/** Swaps one item for another allowed food of the same part and solves the day's amounts again. */
export function swapItem(
  plan: MealPlan,
  at: { day: number; meal: number; item: number },
  foodId: string,
  context: EditContext,
): MealPlan | null {
  const day = plan.days[at.day];
  const item = day?.meals[at.meal]?.items[at.item];
  const food = context.choices.allowed.find((f) => f.foodId === foodId && f.role === item?.role);
  if (!day || !item || !food) return null;
  const meals = mealChoices(day);
  const meal = meals[at.meal];
  if (!meal) return null;
  meal.items[at.item] = { food: item.min === 0 ? { ...food, min: 0 } : food, fixedQuantity: null };
  const solved = resolveDay(day.date, meals, context);
  return solved && !repeatsLunch(plan, at.day, solved) ? withDay(plan, at.day, solved) : null;
}

/** Draws the meal again (locked items stay), the other meals keep their foods; `variant` picks another draw. */
export function regenerateMeal(
  plan: MealPlan,
  at: { day: number; meal: number },
  variant: number,
  context: EditContext,
) {
  const day = plan.days[at.day];
  const current = day?.meals[at.meal];
  if (!day || !current) return null;
  const avoid = new Set(current.items.filter((i) => !i.locked && i.role !== 'salada').map((i) => i.foodId));
  for (let attempt = 0; attempt < ATTEMPTS_PER_DAY; attempt++) {
    const random = seededRandom(deriveSeed(plan.seed, 'meal', at.day, at.meal, variant, attempt));
    const drawn = chooseMeal(current.slot, context.choices, avoid, random);
    const locked = current.items.filter((i) => i.locked).map(asChoice);
    const lockedRoles = new Set(locked.map((i) => i.food.role));
    const meals = mealChoices(day);
    meals[at.meal] = {
      slot: current.slot,
      items: [...locked, ...drawn.items.filter((i) => !lockedRoles.has(i.food.role))],
    };
    const solved = resolveDay(day.date, meals, context);
    if (solved && !repeatsLunch(plan, at.day, solved)) return withDay(plan, at.day, solved);
  }
  return null;
}

/** Draws the whole day again; locked items stay where they are. */
export function regenerateDay(plan: MealPlan, index: number, variant: number, context: EditContext) {
  const day = plan.days[index];
  if (!day) return null;
  const keep = (slot: MealSlot) => {
    const locked = day.meals.find((meal) => meal.slot === slot)?.items.filter((i) => i.locked) ?? [];
    return locked.length > 0 ? locked.map(asChoice) : null;
  };
  for (let round = 0; round < 3; round++) {
    const solved = planDay(
      {
        date: day.date,
        dayIndex: index,
        slots: day.meals.map((meal) => meal.slot),
        bounds: context.bounds,
        context: context.choices,
        seed: deriveSeed(plan.seed, 'day', variant, round),
        previousLunch: lunchSignature(plan.days[index - 1]),
        keep,
      },
      context.engine,
    );
    if (solved && !repeatsLunch(plan, index, solved)) return withDay(plan, index, solved);
  }
  return null;
}

/** Locks or unlocks an item (no amounts change). */
export function setLocked(plan: MealPlan, at: { day: number; meal: number; item: number }, locked: boolean) {
  const day = plan.days[at.day];
  const item = day?.meals[at.meal]?.items[at.item];
  if (!day || !item) return null;
  const meals = day.meals.map((meal, m) =>
    m === at.meal ? { ...meal, items: meal.items.map((it, i) => (i === at.item ? { ...it, locked } : it)) } : meal,
  );
  return withDay(plan, at.day, { ...day, meals });
}
