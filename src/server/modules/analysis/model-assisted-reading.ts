import type { MealTextAnalysis } from '../../../domain/meal-text/analyze-meal-text';
import { mergeModelReading } from '../../../domain/meal-text/merge-model-reading';
import {
  createNamedItemsPlacer,
  type NamedItem,
  type NamedItemsPlacement,
} from '../../../domain/meal-text/place-named-items';
import type { MealTextModel } from '../../adapters/ai/meal-text-model';
import type { Deps } from '../deps';
import type { FoodCatalogService } from '../foods/food-catalog';
import { keptByVersion } from '../../kept-by-version';

/** At most this many unread pieces of one description go to the model (one call each, side by side). */
const MAX_PIECES = 3;
/** Pieces already named, per process, under the model and prompt version they were named with. */
const KEPT_PIECES = 2_000;

/**
 * Model-assisted reading (issue 24, docs/decisions/0036-model-assisted-meal-text.md): the pieces the rules left
 * unread go to the language model, which only names foods and amounts; the catalog places them and gives every
 * figure. A timeout, a failure or no model leaves the rules' reading as it was.
 */
export function createModelAssistedReading(model: MealTextModel, log: Deps['log']) {
  const kept = keptByVersion<NamedItem[]>(KEPT_PIECES);
  const version = `${model.model}|${model.promptVersion}`;
  const placers = new WeakMap<FoodCatalogService, ReturnType<typeof createNamedItemsPlacer>>();

  async function named(piece: string): Promise<NamedItem[] | null> {
    const key = piece.trim().toLowerCase();
    const known = kept.get(key, version);
    if (known) return known;
    const recognition = await model.name([piece]);
    if (!recognition.ok) {
      log.warn(
        { reason: recognition.reason, detail: recognition.detail, model: model.model },
        'meal text model failed',
      );
      return null;
    }
    kept.set(key, version, recognition.items);
    return recognition.items;
  }

  return async function complete(foods: FoodCatalogService, rules: MealTextAnalysis): Promise<MealTextAnalysis> {
    const pieces = rules.unmatched.slice(0, MAX_PIECES);
    if (pieces.length === 0) return rules;
    let place = placers.get(foods);
    if (!place) {
      place = createNamedItemsPlacer(foods.catalog, foods.index);
      placers.set(foods, place);
    }
    const read = new Map<string, NamedItemsPlacement>();
    await Promise.all(
      pieces.map(async (piece) => {
        const items = await named(piece);
        if (items && place) read.set(piece, place(items));
      }),
    );
    return mergeModelReading(rules, read);
  };
}

export type ModelAssistedReading = ReturnType<typeof createModelAssistedReading>;
