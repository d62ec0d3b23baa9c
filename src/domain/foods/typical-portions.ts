import { findPortion } from './household-measures';
import type { RawReader } from './raw-reader';
import type { Food, Portion, Source, TypicalPortion } from './types';

/** One entry of data/catalog/typical-portions.json. */
interface RawTypicalPortion {
  food: string;
  quantity: number;
  measure: string;
  sources: string[];
  basis: string;
}

/** Portions bigger than this are a whole meal's worth of one food: a slip in the data. */
const MAX_TYPICAL_GRAMS = 600;

function readEntries(r: RawReader, value: unknown): RawTypicalPortion[] {
  if (value === undefined) return [];
  return r.arr(r.obj(value, 'typicalPortions').portions, 'typicalPortions.portions').map((item, i) => {
    const p = `typicalPortions[${i}]`;
    const o = r.obj(item, p);
    return {
      food: r.str(o.food, `${p}.food`),
      quantity: r.num(o.quantity, `${p}.quantity`),
      measure: r.str(o.measure, `${p}.measure`),
      sources: r.strList(o.sources, `${p}.sources`),
      basis: r.str(o.basis, `${p}.basis`),
    };
  });
}

/** Without an entry, the typical portion is one default portion, cited by the portion's own source. */
export function defaultTypicalPortion(portion: Portion): TypicalPortion {
  const sourceId = typicalSourceId(portion);
  return { quantity: 1, portion, grams: portion.grams, sourceIds: [sourceId], basis: null };
}

function typicalSourceId(portion: Portion): string {
  switch (portion.source.kind) {
    case 'pof':
      return 'ibge-pof-2008-2009';
    case 'recipe-yield':
      return 'nutri-recipe';
    // FNDDS "Quantity not specified" is USDA's own amount eaten when none is reported.
    case 'usda':
      return portion.source.dataset === 'fndds' ? 'usda-fndds-2021-2023' : 'usda-fdc-sr-legacy';
    case 'catalog':
      return 'nutri-catalog';
    // A person's own food cites the person (own-food.ts sets its typical portion itself).
    case 'own':
      return 'meu-alimento';
  }
}

/**
 * Checks the authored typical portions (every food, measure and source must
 * exist; one entry per food; a plausible weight) and returns the foods with
 * their typical portion set (the rest keep one default portion).
 */
export function withTypicalPortions(
  r: RawReader,
  value: unknown,
  foods: readonly Food[],
  sources: ReadonlyMap<string, Source>,
): Food[] {
  const chosen = new Map<string, TypicalPortion>();
  const byId = new Map(foods.map((food) => [food.id, food]));
  readEntries(r, value).forEach((entry, i) => {
    const p = `typicalPortions[${i}]`;
    const food = byId.get(entry.food);
    if (!food) return r.fail(p, `unknown food "${entry.food}"`);
    if (chosen.has(food.id)) return r.fail(p, `${food.id} has two typical portions`);
    const portion = findPortion(food, entry.measure);
    if (!portion) return r.fail(p, `${food.id} has no portion "${entry.measure}"`);
    if (!(entry.quantity > 0)) return r.fail(p, 'quantity must be > 0');
    if (entry.sources.length === 0) return r.fail(p, 'cite at least one source');
    for (const id of entry.sources) if (!sources.has(id)) r.fail(p, `unknown source "${id}"`);
    const grams = Math.round(portion.grams * entry.quantity * 100) / 100;
    if (grams > MAX_TYPICAL_GRAMS) return r.fail(p, `${grams} g is more than ${MAX_TYPICAL_GRAMS} g`);
    chosen.set(food.id, { quantity: entry.quantity, portion, grams, sourceIds: entry.sources, basis: entry.basis });
  });
  return foods.map((food) => {
    const typicalPortion = chosen.get(food.id);
    return typicalPortion ? { ...food, typicalPortion } : food;
  });
}
