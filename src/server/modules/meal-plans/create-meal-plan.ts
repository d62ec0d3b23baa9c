import { randomInt } from 'node:crypto';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import { ageInYears } from '../../../contracts/onboarding';
import type { MealPlanCreate } from '../../../contracts/meal-plans';
import { localDate } from '../../../domain/calendar/sao-paulo';
import { generatePlan } from '../../../domain/meal-plan/generate-plan';
import type { PlanPreferences } from '../../../domain/meal-plan/plan-preferences';
import type { HealthSituation } from '../../../domain/meal-plan/safety';
import { plannedSlots } from '../../../domain/meals/meal-slots';
import type { Executor } from '../../db/client';
import { mealItems, meals, profiles } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { takePersonLimit } from '../../http/person-limits';
import type { Deps } from '../deps';
import { insertPlan, type StoredMealPlan } from './meal-plan-repository';
import { planEngine } from './plan-engine';

/** How far back the foods a person logs are looked at, and how many are preferred in the plan. */
const FAVOURITE_LOOKBACK_DAYS = 60;
const FAVOURITES = 15;

export const profileRequired = () =>
  new AppError(
    409,
    'profile_required',
    'Responda o seu perfil (objetivo, altura e peso) para montar o plano alimentar.',
  );

export async function loadPlanProfile(db: Executor, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.userId, userId));
  if (!profile) throw profileRequired();
  return profile;
}

/** The catalog foods the person logged most in the last 60 days, most logged first. */
async function favouriteFoods(db: Executor, userId: string, now: Date): Promise<string[]> {
  const since = new Date(now.getTime() - FAVOURITE_LOOKBACK_DAYS * 86_400_000);
  const rows = await db
    .select({ foodId: mealItems.foodId, times: sql<number>`count(*)::int` })
    .from(mealItems)
    .innerJoin(meals, and(eq(meals.userId, mealItems.userId), eq(meals.id, mealItems.mealId)))
    .where(and(eq(mealItems.userId, userId), gte(meals.eatenAt, since)))
    .groupBy(mealItems.foodId)
    .orderBy(desc(sql`count(*)`), mealItems.foodId)
    .limit(FAVOURITES);
  return rows.map((row) => row.foodId);
}

/**
 * POST /api/meal-plans: a week from today (São Paulo) for the person's own targets, meals a day and the
 * preferences asked; the new plan becomes the current one. Refusals (a professional is needed, or no plan
 * fits) are 422 with the domain's pt-BR sentence.
 */
export async function createMealPlan(
  deps: Deps,
  userId: string,
  input: Required<MealPlanCreate>,
): Promise<StoredMealPlan> {
  const now = deps.clock();
  await takePersonLimit(deps.db, 'mealPlanWrites', userId, now);
  const profile = await loadPlanProfile(deps.db, userId);
  const today = localDate(now);
  const preferences: PlanPreferences = {
    restrictions: input.restrictions,
    dislikes: input.dislikes,
    budget: input.budget,
    cookingTime: input.cookingTime,
    region: input.region,
  };
  const result = generatePlan(
    {
      startDate: today,
      slots: plannedSlots(profile.mealsPerDay),
      targets: {
        energyKcal: profile.energyKcal,
        proteinG: profile.proteinG,
        carbsG: profile.carbsG,
        fatG: profile.fatG,
      },
      sex: profile.sex,
      ageYears: ageInYears(profile.birthDate, today),
      situations: input.situations as HealthSituation[],
      preferences,
      favourites: await favouriteFoods(deps.db, userId, now),
      // A new draw each time the person asks; the seed is kept with the plan, so its edits replay exactly.
      seed: randomInt(0, 2 ** 31),
    },
    await planEngine(deps),
  );
  if (!result.ok) throw new AppError(422, result.code, result.message);
  return insertPlan(deps.db, userId, result.plan, preferences, now);
}
