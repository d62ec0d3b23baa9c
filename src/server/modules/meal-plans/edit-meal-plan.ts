import { choiceContext, type MealPlan } from '../../../domain/meal-plan/generate-plan';
import {
  regenerateDay,
  regenerateMeal,
  setLocked,
  swapItem,
  type EditContext,
} from '../../../domain/meal-plan/edit-plan';
import { substitutionOptions, type SubstitutionOption } from '../../../domain/meal-plan/substitution-list';
import { AppError } from '../../http/app-error';
import { notFound } from '../../http/not-found';
import { takePersonLimit } from '../../http/person-limits';
import type { Deps } from '../deps';
import { findCurrentPlan, updatePlan, type StoredMealPlan } from './meal-plan-repository';
import { planEngine } from './plan-engine';

export interface ItemAt {
  day: number;
  meal: number;
  item: number;
}

const noFit = () =>
  new AppError(
    422,
    'plan_edit_infeasible',
    'Com essa mudança o dia não fecha as suas metas. Tente outra opção da lista ou trave menos itens.',
  );

export async function currentPlanOrNotFound(deps: Pick<Deps, 'db'>, userId: string): Promise<StoredMealPlan> {
  const current = await findCurrentPlan(deps.db, userId);
  if (!current) throw notFound('mealPlan');
  return current;
}

function itemOf(plan: MealPlan, at: ItemAt) {
  const item = plan.days[at.day]?.meals[at.meal]?.items[at.item];
  if (!item) throw notFound('planItem');
  return item;
}

async function editContext(deps: Deps, stored: StoredMealPlan): Promise<EditContext> {
  const engine = await planEngine(deps);
  return {
    engine,
    choices: choiceContext({ preferences: stored.preferences, favourites: [] }, engine),
    bounds: stored.plan.bounds,
  };
}

/** GET …/substitutions: the allowed equivalents of one item, by energy and main macro, in household measures. */
export async function listSubstitutions(deps: Deps, userId: string, at: ItemAt): Promise<SubstitutionOption[]> {
  const stored = await currentPlanOrNotFound(deps, userId);
  const item = itemOf(stored.plan, at);
  const context = await editContext(deps, stored);
  return substitutionOptions(item, context.choices.allowed, context.engine.catalog);
}

type Edit =
  | { kind: 'swap'; at: ItemAt; foodId: string }
  | { kind: 'meal'; at: Omit<ItemAt, 'item'> }
  | { kind: 'day'; day: number }
  | { kind: 'lock'; at: ItemAt; locked: boolean };

/**
 * Swap a food, draw a meal or a day again, lock an item: the domain edits the plan and solves the day's
 * amounts again, so every bound still holds; when nothing fits, 422 and the plan stays as it was.
 */
export async function editMealPlan(deps: Deps, userId: string, edit: Edit): Promise<StoredMealPlan> {
  const now = deps.clock();
  const stored = await currentPlanOrNotFound(deps, userId);
  if (edit.kind === 'lock') {
    itemOf(stored.plan, edit.at);
    const plan = setLocked(stored.plan, edit.at, edit.locked);
    return plan ? updatePlan(deps.db, stored, { plan }, now) : stored;
  }
  await takePersonLimit(deps.db, 'mealPlanWrites', userId, now);
  const context = await editContext(deps, stored);
  const variant = stored.edits + 1;
  let plan: MealPlan | null;
  if (edit.kind === 'swap') {
    itemOf(stored.plan, edit.at);
    if (!context.choices.allowed.some((food) => food.foodId === edit.foodId)) {
      throw new AppError(422, 'food_not_allowed', 'Esse alimento não está entre as opções de troca deste item.');
    }
    plan = swapItem(stored.plan, edit.at, edit.foodId, context);
  } else if (edit.kind === 'meal') {
    if (!stored.plan.days[edit.at.day]?.meals[edit.at.meal]) throw notFound('planItem');
    plan = regenerateMeal(stored.plan, edit.at, variant, context);
  } else {
    if (!stored.plan.days[edit.day]) throw notFound('planItem');
    plan = regenerateDay(stored.plan, edit.day, variant, context);
  }
  if (!plan) throw noFit();
  return updatePlan(deps.db, stored, { plan, edits: variant }, now);
}
