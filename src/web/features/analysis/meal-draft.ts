import type { Analysis, UnmatchedSuggestion } from '@/contracts/analysis';
import type { Meal } from '@/contracts/meals';
import { sumNutrients, type NutrientTotals } from '@/domain/nutrition/totals';
import type { FoodChoice } from '@/web/features/foods/food-choice';

/** An item of the meal being reviewed: a food choice, plus how sure the analysis was and which words it came from. */
export interface DraftItem extends FoodChoice {
  key: string;
  confidence?: number | undefined;
  text?: string | undefined;
  /** "typical": the analysis assumed the food's typical portion (labelled "porção típica" until the person edits it). */
  portionSource?: 'described' | 'typical' | undefined;
}

export interface MealDraft {
  items: DraftItem[];
  unmatched: string[];
  /** Similar foods offered for unmatched pieces ("semelhante"), for the person to pick. */
  suggestions?: UnmatchedSuggestion[];
}

let nextKey = 0;
const newKey = () => `item-${++nextKey}`;

export function draftFromAnalysis(analysis: Analysis): MealDraft {
  return {
    items: analysis.items.map((item) => ({
      key: newKey(),
      foodId: item.foodId,
      foodName: item.foodName,
      foodSource: item.foodSource,
      quantity: item.quantity,
      measureId: item.measureId,
      unit: item.unit,
      grams: item.grams,
      nutrients: item.nutrients,
      confidence: item.confidence,
      text: item.text,
      portionSource: item.portionSource,
    })),
    unmatched: analysis.unmatched,
    suggestions: analysis.suggestions ?? [],
  };
}

/** The similar foods offered for an unmatched piece, if any. */
export function suggestionsFor(draft: MealDraft, text: string): UnmatchedSuggestion['foods'] {
  return draft.suggestions?.find((suggestion) => suggestion.text === text)?.foods ?? [];
}

/** Replaces an item by the person's choice (confirmed: no longer flagged, its portion no longer assumed). */
export function replaceItem(draft: MealDraft, key: string, choice: FoodChoice): MealDraft {
  const { foodId, foodName, foodSource, quantity, measureId, unit, grams, nutrients } = choice;
  const chosen = { foodId, foodName, foodSource, quantity, measureId, unit, grams, nutrients };
  return {
    ...draft,
    items: draft.items.map((item) => (item.key === key ? { ...chosen, key, text: item.text } : item)),
  };
}

export function addItem(draft: MealDraft, choice: FoodChoice, resolves?: string): MealDraft {
  return {
    items: [...draft.items, { ...choice, key: newKey(), text: resolves }],
    unmatched: resolves === undefined ? draft.unmatched : draft.unmatched.filter((text) => text !== resolves),
    suggestions: draft.suggestions?.filter((suggestion) => suggestion.text !== resolves),
  };
}

export function removeItem(draft: MealDraft, key: string): MealDraft {
  return { ...draft, items: draft.items.filter((item) => item.key !== key) };
}

/** Live totals with the domain's rule: unknown figures make a total partial, never a silent 0. */
export function draftTotals(draft: MealDraft): NutrientTotals {
  return sumNutrients(draft.items.map((item) => item.nutrients));
}

/** Editing a logged meal: its items as they were logged. */
export function draftFromMeal(meal: Meal): MealDraft {
  return { items: meal.items.map((item) => ({ ...item, key: newKey() })), unmatched: [] };
}

/** One-tap additions (a frequent food, or every item of a past meal). */
export function addChoices(draft: MealDraft | null, choices: readonly FoodChoice[]): MealDraft {
  const base = draft ?? { items: [], unmatched: [] };
  return { ...base, items: [...base.items, ...choices.map((choice) => ({ ...choice, key: newKey() }))] };
}
