import { mainMacroOf, type MainMacro } from '../chat/substitution';
import { equivalentPortion } from '../foods/equivalent-portion';
import type { FoodCatalog } from '../foods/types';
import { householdText, planItemFigures } from './plan-item-figures';
import type { PlanFood } from './plan-foods';
import type { PlannedItem, PlanFigures } from './plan-types';

export interface SubstitutionOption {
  foodId: string;
  foodName: string;
  quantity: number;
  measure: string;
  grams: number;
  figures: PlanFigures;
  /** The macro that gives the replaced item most of its energy, and how much of it the option has. */
  mainMacro: MainMacro | null;
}

/**
 * The lista de substituição of one planned item: the other foods allowed for its part of the meal, each in
 * the amount of its own household measure with the same energy (the arithmetic of decision 0043's
 * equivalents, Philippi et al. 1999), rounded to the measure's step. Options within 25 % of the energy and
 * with the same main macro come first: those are the true equivalents a nutritionist hands out.
 */
export function substitutionOptions(
  item: PlannedItem,
  allowed: readonly PlanFood[],
  catalog: Pick<FoodCatalog, 'byId'>,
): SubstitutionOption[] {
  const macro = mainMacroOf(item.figures);
  const options: (SubstitutionOption & { rank: number })[] = [];
  for (const food of allowed) {
    if (food.role !== item.role || food.foodId === item.foodId) continue;
    const entry = catalog.byId(food.foodId);
    const portion = entry?.portions.find((p) => p.measureId === food.measureId);
    const equivalent = entry ? equivalentPortion(entry, item.figures.energyKcal) : null;
    if (!entry || !portion || !equivalent) continue;
    const steps = Math.round(equivalent.grams / portion.grams / food.step);
    const quantity = Math.min(food.max, Math.max(food.min, steps * food.step));
    const grams = Math.round(quantity * portion.grams * 10) / 10;
    const figures = planItemFigures(entry, grams);
    if (!figures) continue;
    const gap = Math.abs(figures.energyKcal - item.figures.energyKcal) / Math.max(1, item.figures.energyKcal);
    const sameMacro = macro !== null && mainMacroOf(figures) === macro;
    options.push({
      foodId: food.foodId,
      foodName: entry.name,
      quantity,
      measure: householdText(quantity, portion),
      grams,
      figures,
      mainMacro: macro,
      rank: (gap <= 0.25 ? 0 : 2) + (sameMacro ? 0 : 1) + gap,
    });
  }
  return options.sort((a, b) => a.rank - b.rank).map(({ rank: _rank, ...option }) => option);
}
