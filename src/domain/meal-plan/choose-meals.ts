import type { FoodId } from '../foods/types';
import type { MealSlot } from '../meals/meal-slots';
import type { PlanFood, PlanRole } from './plan-foods';
import { pickWeight } from './plan-preferences';
import type { ItemChoice, MealChoice } from './plan-types';
import { weightedPick, type Random } from '../seeded-random';

/**
 * The parts of each Brazilian meal (Guia Alimentar 2014, ch. 4): `true` = always there, `false` = the
 * solver may leave it out (a fruit for dessert, butter on the bread, olive oil on the salad).
 */
export const MEAL_PARTS: Record<MealSlot, readonly [PlanRole, boolean][]> = {
  cafe: [
    ['cereal_cafe', true],
    ['proteina_cafe', true],
    ['fruta', false],
    ['bebida', true],
    ['gordura_pao', false],
  ],
  almoco: [
    ['base', true],
    ['leguminosa', true],
    ['proteina', true],
    ['legume', true],
    ['salada', true],
    ['azeite', false],
    ['fruta', false],
  ],
  lanche: [
    ['fruta', true],
    ['lanche_proteina', true],
    ['cereal_cafe', false],
  ],
  jantar: [
    ['base', true],
    ['leguminosa', true],
    ['proteina', true],
    ['legume', true],
    ['salada', true],
    ['azeite', false],
  ],
  ceia: [
    ['lanche_proteina', true],
    ['fruta', false],
  ],
};

/** Parts served whole (every allowed food of the part, e.g. lettuce and tomato for the salad). */
const ALL_OF_PART: ReadonlySet<PlanRole> = new Set(['salada']);

export interface ChoiceContext {
  allowed: readonly PlanFood[];
  favourites: ReadonlySet<FoodId>;
  /** The foods of the person's region, drawn more often (regional-foods.ts). */
  regional: ReadonlySet<FoodId>;
}

function optional(food: PlanFood, required: boolean): PlanFood {
  return required ? food : { ...food, min: 0 };
}

/**
 * Foods for one meal. `avoid` holds foods already chosen for the same part today or at yesterday's same
 * meal, drawn only when nothing else is allowed: variety without ever leaving a part empty.
 */
export function chooseMeal(
  slot: MealSlot,
  context: ChoiceContext,
  avoid: ReadonlySet<FoodId>,
  random: Random,
): MealChoice {
  const items: ItemChoice[] = [];
  for (const [role, required] of MEAL_PARTS[slot]) {
    const candidates = context.allowed.filter((food) => food.role === role);
    if (ALL_OF_PART.has(role)) {
      for (const food of candidates) items.push({ food: optional(food, required), fixedQuantity: null });
      continue;
    }
    const taken = new Set(items.map((item) => item.food.foodId));
    const fresh = candidates.filter((food) => !avoid.has(food.foodId) && !taken.has(food.foodId));
    const pool = fresh.length > 0 ? fresh : candidates.filter((food) => !taken.has(food.foodId));
    const food = weightedPick(pool, (f) => pickWeight(f, context.favourites, context.regional), random);
    if (food) items.push({ food: optional(food, required), fixedQuantity: null });
  }
  return { slot, items };
}

/** The foods of a meal in a stable order, to compare two meals ("no identical lunch on consecutive days"). */
export function mealSignature(foodIds: readonly FoodId[]): string {
  return [...foodIds].sort().join('+');
}
