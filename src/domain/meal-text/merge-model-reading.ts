import { sumNutrients } from '../nutrition/totals';
import type { MealTextAnalysis } from './analyze-meal-text';
import { FLAGGED_CONFIDENCE } from './confidence';
import type { NamedItemsPlacement } from './place-named-items';

/**
 * The rules' reading of a description completed with what a language model
 * named in the pieces the rules left unread (issue 24). The model only names
 * foods: each is placed on the catalog like a photo's, shown with its source,
 * and flagged "Confira" since a model read it. A piece whose names the catalog
 * places leaves `unmatched`; names the catalog does not have are shown there
 * instead, never dropped; a piece the model could not read stays as it was.
 */
export function mergeModelReading(
  rules: MealTextAnalysis,
  read: ReadonlyMap<string, NamedItemsPlacement>,
): MealTextAnalysis {
  const items = [...rules.items];
  const unmatched: string[] = [];
  for (const piece of rules.unmatched) {
    const placement = read.get(piece);
    if (!placement || placement.items.length === 0) {
      unmatched.push(piece);
      continue;
    }
    for (const item of placement.items) {
      items.push({ ...item, confidence: Math.min(item.confidence, FLAGGED_CONFIDENCE), text: piece });
    }
    unmatched.push(...placement.unmatched);
  }
  const { totals, incomplete } = sumNutrients(items.map((item) => item.nutrients));
  const suggestions = rules.suggestions.filter((suggestion) => unmatched.includes(suggestion.text));
  return { items, totals, incompleteNutrients: incomplete, unmatched, suggestions };
}
