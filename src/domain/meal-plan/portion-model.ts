import type { FoodCatalog } from '../foods/types';
import type { MealSlot } from '../meals/meal-slots';
import type { DayBounds } from './day-targets';
import type { LinearProgram, LpConstraint, LpVariable } from './linear-program';
import type { PlanFood } from './plan-foods';
import { planItemFigures } from './plan-item-figures';
import type { MealChoice, PlanFigures as Figures } from './plan-types';

/**
 * Usual share of the day's energy per meal in Brazil (café ~20 %, almoço ~35 %, jantar ~30 %, lanches
 * the rest: the distribution the Guia Alimentar's meal examples add up to, ch. 4), normalised over the
 * meals the person eats. A meal may range from half to 1.6 times its share.
 */
const SLOT_SHARE: Record<MealSlot, number> = { cafe: 0.2, almoco: 0.35, lanche: 0.1, jantar: 0.28, ceia: 0.07 };

/** Fewer meals a day carry more each: the largest counts grow so one or two meals can still reach the target. */
function maxFactor(meals: number): number {
  return meals <= 1 ? 3 : meals === 2 ? 2 : meals === 3 ? 1.5 : 1;
}

const PROCESSING_PENALTY = { in_natura: 0, processado: 0.05, ultraprocessado: 0.3 } as const;

export interface ModelOptions {
  /** Keep each meal within its usual share of the day's energy (dropped on later attempts). */
  mealShares: boolean;
}

export const varName = (meal: number, item: number) => `n_${meal}_${item}`;

/** Figures of one step (e.g. half a concha) of a plan food; null when the food is not in the catalog. */
export function stepFigures(food: PlanFood, catalog: Pick<FoodCatalog, 'byId'>): Figures | null {
  const entry = catalog.byId(food.foodId);
  const portion = entry?.portions.find((p) => p.measureId === food.measureId);
  if (!entry || !portion) return null;
  return planItemFigures(entry, portion.grams * food.step);
}

/**
 * The day as a mixed-integer program over household measures: each food's amount is a whole number of
 * steps of its measure; the day's energy, protein, carbohydrates, fat, fibre and sodium must fall within
 * `bounds`; the objective keeps every amount near what people usually serve (|n − typical|, weighted by
 * the energy of a step so a spoon of oil counts more than a leaf of lettuce) and ultraprocessed foods small.
 */
export function dayProgram(
  meals: readonly MealChoice[],
  bounds: DayBounds,
  catalog: Pick<FoodCatalog, 'byId'>,
  options: ModelOptions,
): LinearProgram | null {
  const variables: LpVariable[] = [];
  const constraints: LpConstraint[] = [];
  const day: Record<keyof Figures, { variable: string; coefficient: number }[]> = {
    energyKcal: [],
    proteinG: [],
    carbsG: [],
    fatG: [],
    fiberG: [],
    sodiumMg: [],
  };
  const factor = maxFactor(meals.length);
  const shareTotal = meals.reduce((sum, meal) => sum + SLOT_SHARE[meal.slot], 0);
  for (const [m, meal] of meals.entries()) {
    const mealEnergy: { variable: string; coefficient: number }[] = [];
    for (const [i, item] of meal.items.entries()) {
      const figures = stepFigures(item.food, catalog);
      if (!figures) return null;
      const name = varName(m, i);
      const { step, min, max, typical } = item.food;
      const fixed = item.fixedQuantity === null ? null : Math.round(item.fixedQuantity / step);
      const lower = fixed ?? Math.round(min / step);
      const upper = fixed ?? Math.round((max * factor) / step);
      const penalty = PROCESSING_PENALTY[item.food.processing] * figures.energyKcal * 0.01;
      variables.push({ name, lower, upper, integer: true, cost: penalty });
      // Deviation d ≥ |n − typical|: d − n ≥ −t and d + n ≥ t.
      const t = typical / step;
      const weight = figures.energyKcal / 50 + 0.1;
      variables.push({ name: `d_${m}_${i}`, lower: 0, upper: 1e6, integer: false, cost: weight });
      constraints.push({
        name: `dl_${m}_${i}`,
        terms: [
          { variable: `d_${m}_${i}`, coefficient: 1 },
          { variable: name, coefficient: -1 },
        ],
        lower: -t,
      });
      constraints.push({
        name: `du_${m}_${i}`,
        terms: [
          { variable: `d_${m}_${i}`, coefficient: 1 },
          { variable: name, coefficient: 1 },
        ],
        lower: t,
      });
      for (const key of Object.keys(day) as (keyof Figures)[]) {
        if (figures[key] !== 0) day[key].push({ variable: name, coefficient: figures[key] });
      }
      mealEnergy.push({ variable: name, coefficient: figures.energyKcal });
    }
    if (options.mealShares && meals.length > 1) {
      const share = SLOT_SHARE[meal.slot] / shareTotal;
      const energy = (bounds.energyKcal.min + bounds.energyKcal.max) / 2;
      constraints.push({
        name: `share_${m}`,
        terms: mealEnergy,
        lower: 0.5 * share * energy,
        upper: 1.6 * share * energy,
      });
    }
  }
  // Inner margins: the totals are recomputed from rounded figures afterwards and must still be inside.
  const e = 1;
  const g = 0.1;
  constraints.push({
    name: 'energy',
    terms: day.energyKcal,
    lower: bounds.energyKcal.min + e,
    upper: bounds.energyKcal.max - e,
  });
  constraints.push({ name: 'protein', terms: day.proteinG, lower: bounds.proteinG.min + g });
  constraints.push({ name: 'carbs', terms: day.carbsG, lower: bounds.carbsG.min + g, upper: bounds.carbsG.max - g });
  constraints.push({ name: 'fat', terms: day.fatG, lower: bounds.fatG.min + g, upper: bounds.fatG.max - g });
  constraints.push({ name: 'fiber', terms: day.fiberG, lower: bounds.fiberG.min + g });
  constraints.push({ name: 'sodium', terms: day.sodiumMg, upper: bounds.sodiumMg.max - e });
  return { variables, constraints };
}
