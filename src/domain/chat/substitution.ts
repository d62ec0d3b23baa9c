import { macroKcal } from '../nutrition/atwater';
import { equivalentPortion, type Equivalent } from '../foods/equivalent-portion';
import type { CoreNutrients } from '../foods/nutrients';
import { substitutesOf, substitutionGroupOf, type SubstitutionGroup } from '../foods/substitution-groups';
import type { Food } from '../foods/types';
import type { MealTextItem } from '../meal-text/place-item';
import type { FoodTools } from './facts';
import { resolveSide } from './reply-compare';

/**
 * "trocar A por B" (issue #26 item 3): the portion of B with the energy of a usual portion of A (or the amount
 * said), as the listas de substituição do it (see equivalent-portion.ts); "no lugar de A" without B: foods of A's
 * group (substitution-groups.ts) in equivalent portions. Every figure comes from the catalog. Pure.
 */
export type MainMacro = 'proteinG' | 'carbsG' | 'fatG';

export interface SwapOption {
  food: Food;
  equivalent: Equivalent;
  /** The equivalent is far beyond what people eat of B at once (see farFromUsual): no sensible swap. */
  farFromUsual: boolean;
}

export type SubstitutionResult =
  | { kind: 'not_found'; missing: string[] }
  | { kind: 'same_food'; from: MealTextItem }
  | { kind: 'no_energy'; from: MealTextItem; foodName: string }
  | {
      kind: 'swap';
      from: MealTextItem;
      to: SwapOption;
      mainMacro: MainMacro | null;
      fromGroup: SubstitutionGroup | null;
      toGroup: SubstitutionGroup | null;
    }
  | {
      kind: 'options';
      from: MealTextItem;
      options: SwapOption[];
      group: SubstitutionGroup;
      mainMacro: MainMacro | null;
    }
  | { kind: 'ask'; from: MealTextItem };

/** Foods offered when only A is named: enough to choose from, few enough to read on a phone. */
export const OPTIONS_OFFERED = 3;
/**
 * More than this many typical portions of B, and more than a full plate, is no longer "a portion of B" (650 g of
 * lettuce for a spoon of olive oil). The plate: a prato fundo of a side dish weighs 200 g in IBGE's POF 2008-2009
 * (arroz), so 250 g is more than any side a person serves at once.
 */
export const MANY_USUAL_PORTIONS = 3;
export const FULL_PLATE_GRAMS = 250;

/** The macro giving most energy, at Atwater's general factors. */
export function mainMacroOf(n: CoreNutrients): MainMacro | null {
  const energy: Array<[MainMacro, number | null]> = [
    ['carbsG', n.carbsG === null ? null : macroKcal('carbsG', n.carbsG)],
    ['proteinG', n.proteinG === null ? null : macroKcal('proteinG', n.proteinG)],
    ['fatG', n.fatG === null ? null : macroKcal('fatG', n.fatG)],
  ];
  const known = energy.filter((e): e is [MainMacro, number] => e[1] !== null && e[1] > 0);
  if (known.length === 0) return null;
  return known.reduce((best, e) => (e[1] > best[1] ? e : best))[0];
}

export function substitution(from: string, to: string | null, tools: FoodTools): SubstitutionResult {
  const a = resolveSide(from, to ?? '', tools);
  const b = to === null ? null : resolveSide(to, from, tools);
  const missing = [a ? null : from, to !== null && !b ? to : null].filter((t): t is string => t !== null);
  if (!a || missing.length > 0) return { kind: 'not_found', missing };
  const energy = a.item.nutrients.energyKcal;
  if (energy === null || energy <= 0) return { kind: 'no_energy', from: a.item, foodName: a.item.foodName };
  const mainMacro = mainMacroOf(a.item.nutrients);
  if (b) {
    if (b.item.foodId === a.item.foodId) return { kind: 'same_food', from: a.item };
    const food = tools.catalog.get(b.item.foodId);
    const option = optionOf(food, energy);
    if (!option) return { kind: 'no_energy', from: a.item, foodName: food.name };
    return {
      kind: 'swap',
      from: a.item,
      to: option,
      mainMacro,
      fromGroup: substitutionGroupOf(a.item.foodId),
      toGroup: substitutionGroupOf(food.id),
    };
  }
  const group = substitutionGroupOf(a.item.foodId);
  if (!group) return { kind: 'ask', from: a.item };
  const options = substitutesOf(a.item.foodId)
    .map((id) => tools.catalog.byId(id))
    .filter((food): food is Food => food !== undefined)
    .map((food) => optionOf(food, energy))
    .filter((option): option is SwapOption => option !== null && !option.farFromUsual)
    .slice(0, OPTIONS_OFFERED);
  return options.length > 0
    ? { kind: 'options', from: a.item, options, group, mainMacro }
    : { kind: 'ask', from: a.item };
}

function optionOf(food: Food, energyKcal: number): SwapOption | null {
  const equivalent = equivalentPortion(food, energyKcal);
  if (!equivalent) return null;
  const farFromUsual =
    equivalent.grams > MANY_USUAL_PORTIONS * food.typicalPortion.grams && equivalent.grams > FULL_PLATE_GRAMS;
  return { food, equivalent, farFromUsual };
}
