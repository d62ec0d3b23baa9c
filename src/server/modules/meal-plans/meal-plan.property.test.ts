import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../../data/catalog/index';
import { loadHighsSolver } from '../../adapters/solver/highs-solver';
import { toSearchKey } from '../../../domain/foods/search-key';
import { dailyTargets } from '../../../domain/goals/targets';
import type { Activity, Goal, Sex } from '../../../domain/goals/energy';
import { plannedSlots } from '../../../domain/meals/meal-slots';
import { generatePlan, type PlanEngine, type PlanInput } from '../../../domain/meal-plan/generate-plan';
import { PLAN_FOODS } from '../../../domain/meal-plan/plan-foods';
import { planItemFigures } from '../../../domain/meal-plan/plan-item-figures';
import { REGIONS } from '../../../domain/meal-plan/regional-foods';
import { DIET_RESTRICTIONS, type DietRestriction } from '../../../domain/meal-plan/restrictions';
import { seededRandom, type Random } from '../../../domain/seeded-random';
import { runLength } from '../../reliability/support/run-length';

/**
 * Property test (issue #27): ≥ 200 random people × preference sets, drawn from a fixed seed. Every plan
 * returned meets every bound, checked here from the catalog's own figures and from hand-labelled
 * restrictions (independent of restrictions.ts); the same input gives the same plan.
 *
 * A week's plan costs about 0.3 s of solver time, so all 220 people took a minute or more of every CI run
 * (issue #31). On every change the first 40 of the same fixed draw run; `npm run test:long` runs all 220, and
 * is reported before the meal plan is called done (docs/decisions/0038-ci-in-less-time.md). PLAN_PROFILES
 * chooses another count.
 */
const DRAWN = 220;
const PROFILES = runLength('PLAN_PROFILES', 40, DRAWN);
const catalog = loadCatalog();
let engine: PlanEngine;
beforeAll(async () => {
  engine = { catalog, solve: await loadHighsSolver() };
});

/** By hand, from the foods' names and the recipes' ingredients (recipe-ovo-mexido = ovo + manteiga). */
const CONTAINS: Record<'carne' | 'ovo' | 'leite' | 'gluten', readonly string[]> = {
  carne: ['taco-410', 'taco-396', 'taco-377', 'taco-346', 'taco-326', 'taco-301', 'usda-fndds-26158013', 'taco-318'],
  ovo: ['taco-488', 'recipe-ovo-mexido'],
  leite: [
    'taco-458',
    'taco-457',
    'taco-448',
    'taco-461',
    'taco-261',
    'recipe-ovo-mexido',
    'taco-469',
    'usda-fndds-11411400',
  ],
  gluten: ['taco-53', 'taco-52', 'taco-7', 'usda-fndds-56130000'],
};
const FORBIDDEN: Record<DietRestriction, readonly string[]> = {
  vegetariano: CONTAINS.carne,
  vegano: [...CONTAINS.carne, ...CONTAINS.ovo, ...CONTAINS.leite],
  sem_lactose: CONTAINS.leite,
  sem_gluten: CONTAINS.gluten,
};
/**
 * By hand, from the foods' descriptions (decision 0068): roasted in the oven (assado) or dry pulses soaked the
 * day before (feijão, grão-de-bico, soja em grão). A "rápido" plan has none of them.
 */
const SLOW = new Set([
  'taco-396', // Coxa de frango assada
  'taco-301', // Merluza assada
  'taco-318', // Sardinha assada
  'taco-561', // Feijão carioca cozido
  'taco-567', // Feijão-preto cozido
  'usda-sr-173757', // Grão-de-bico cozido
  'usda-fndds-41107010', // Soja cozida
]);
const DISLIKES = ['peixe', 'fígado', 'brócolis', 'banana', 'ovo', 'feijão', 'amendoim', 'tofu', 'beterraba'];
const ACTIVITIES: Activity[] = ['sedentary', 'light', 'moderate', 'active', 'athlete'];
const GOALS: Goal[] = ['lose', 'maintain', 'gain', 'health'];

const between = (random: Random, min: number, max: number) => min + random() * (max - min);
const one = <T>(random: Random, list: readonly T[]) => list[Math.floor(random() * list.length)] as T;

function randomInput(random: Random, index: number, cooking: Random): PlanInput {
  const regional = cooking();
  const sex: Sex = random() < 0.5 ? 'female' : 'male';
  const ageYears = Math.floor(between(random, 18, 80));
  const heightCm = Math.round(sex === 'female' ? between(random, 148, 182) : between(random, 158, 198));
  const weightKg = Math.round(between(random, 45, 125));
  const targets = dailyTargets({ sex, ageYears, heightCm, weightKg }, one(random, ACTIVITIES), one(random, GOALS));
  const restrictions = DIET_RESTRICTIONS.filter(() => random() < 0.2);
  const dislikes = DISLIKES.filter(() => random() < 0.12);
  const favourites = PLAN_FOODS.filter(() => random() < 0.1).map((food) => food.foodId);
  return {
    startDate: '2026-12-07',
    slots: plannedSlots(random() < 0.7 ? 5 : Math.ceil(between(random, 0, 5))),
    targets,
    sex,
    ageYears,
    situations: [],
    preferences: {
      restrictions,
      dislikes,
      budget: random() < 0.5 ? 'economico' : 'moderado',
      cookingTime: cooking() < 0.35 ? 'rapido' : 'normal',
      region: regional < 0.45 ? one(cooking, REGIONS) : null,
    },
    favourites,
    seed: 1000 + index,
  };
}

const random = seededRandom(20261207);
// Cooking time and region are drawn from their own stream, so the people drawn before they were preferences stay
// the same.
const cooking = seededRandom(20261208);
// Always the same 220 draws, so the first 40 are the same people in every run and the long run extends them.
const inputs = Array.from({ length: DRAWN }, (_, i) => randomInput(random, i, cooking)).slice(0, PROFILES);

describe(`plano alimentar: ${PROFILES} pessoas e preferências aleatórias (semente fixa)`, () => {
  it(
    'todo plano cumpre cada limite, sem alimento restrito nem rejeitado, sem almoço repetido',
    { timeout: 900_000 },
    () => {
      let plans = 0;
      const failures: string[] = [];
      for (const input of inputs) {
        const result = generatePlan(input, engine);
        if (!result.ok) {
          expect(result.code).toBe('plan_infeasible');
          failures.push(
            `${input.sex} ${input.targets.energyKcal} kcal ${input.targets.proteinG} g prot [${input.preferences.restrictions.join(',')}] ${input.preferences.cookingTime} ${input.preferences.region ?? ''}`,
          );
          continue;
        }
        plans++;
        const floor = input.sex === 'female' ? 1200 : 1500;
        const energy = Math.max(input.targets.energyKcal, floor);
        const forbidden = new Set(input.preferences.restrictions.flatMap((r) => FORBIDDEN[r]));
        const dislikes = input.preferences.dislikes.map(toSearchKey);
        const quick = input.preferences.cookingTime === 'rapido';
        expect(result.plan.days).toHaveLength(7);
        let previousLunch: string | null = null;
        for (const day of result.plan.days) {
          expect(day.meals.map((meal) => meal.slot)).toEqual(input.slots);
          const totals = { energyKcal: 0, proteinG: 0, carbsG: 0, fatG: 0, fiberG: 0, sodiumMg: 0 };
          for (const meal of day.meals) {
            for (const item of meal.items) {
              expect(forbidden.has(item.foodId), `${item.foodName} com ${input.preferences.restrictions}`).toBe(false);
              expect(quick && SLOW.has(item.foodId), `${item.foodName} num plano rápido`).toBe(false);
              const name = toSearchKey(item.foodName);
              expect(
                dislikes.some((word) => name.includes(word)),
                `${item.foodName} rejeitado`,
              ).toBe(false);
              const figures = planItemFigures(catalog.get(item.foodId), item.grams);
              for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += figures?.[key] ?? NaN;
            }
          }
          expect(totals.energyKcal).toBeGreaterThanOrEqual(Math.max(floor, energy * 0.95) - 0.5);
          expect(totals.energyKcal).toBeLessThanOrEqual(energy * 1.05 + 0.5);
          expect(totals.proteinG).toBeGreaterThanOrEqual(input.targets.proteinG - 0.05);
          expect(totals.carbsG).toBeGreaterThanOrEqual(input.targets.carbsG * 0.85 - 0.05);
          expect(totals.carbsG).toBeLessThanOrEqual(input.targets.carbsG * 1.15 + 0.05);
          expect(totals.fatG).toBeGreaterThanOrEqual(input.targets.fatG * 0.85 - 0.05);
          expect(totals.fatG).toBeLessThanOrEqual(input.targets.fatG * 1.15 + 0.05);
          expect(totals.fiberG).toBeGreaterThanOrEqual(25 - 0.05);
          expect(totals.sodiumMg).toBeLessThanOrEqual(2000 + 0.5);
          const lunch = day.meals.find((meal) => meal.slot === 'almoco');
          const signature = lunch
            ? lunch.items
                .map((item) => item.foodId)
                .sort()
                .join('+')
            : null;
          if (signature) expect(signature).not.toBe(previousLunch);
          previousLunch = signature;
          for (const meal of day.meals.filter((m) => m.slot === 'almoco' || m.slot === 'jantar')) {
            const roles = new Set(meal.items.map((item) => item.role));
            for (const role of ['base', 'leguminosa', 'proteina', 'legume'] as const)
              expect(roles.has(role)).toBe(true);
          }
        }
      }
      console.info(`plano alimentar: ${plans} planos de ${PROFILES}; sem plano possível: ${failures.length}`, failures);
      // A plan exists for nearly everyone; the rare refusal is said, never a plan that breaks a bound.
      expect(plans).toBeGreaterThanOrEqual(Math.ceil(PROFILES * 0.9));
    },
  );

  it('a mesma entrada e a mesma semente dão o mesmo plano', { timeout: 300_000 }, () => {
    for (const input of inputs.slice(0, runLength('PLAN_REPEATS', 4, 12))) {
      expect(generatePlan(input, engine)).toEqual(generatePlan(input, engine));
    }
  });
});
