import type { FoodIndex } from '../foods/food-index';
import type { Food } from '../foods/types';
import { toSearchKey } from '../foods/search-key';
import type { SegmentReading } from './read-segment';

/**
 * Drinks made from a powder (issue 24): "um capuccino", "um copo de achocolatado", "nescau" mean the drink
 * in the cup, not 100 g of powder (417 kcal). The catalog names the powder with the brand words, so the
 * reading is turned into the prepared drink unless the words say the powder: "em pó", or an amount of it
 * measured by the spoon or the gram ("2 colheres de nescau", "20 g de achocolatado").
 * The drinks: TACO's leite achocolatado (whole milk with the powder) and IBGE POF's "café tipo capuccino"
 * (food 8501305, the cup as Brazilians reported drinking it).
 */
const DRINK_OF_POWDER: Record<string, string> = {
  'taco-491': 'taco-455', // Achocolatado em pó → Leite achocolatado
  'ibge-6900821-99': 'taco-455', // Achocolatado em pó (IBGE) → Leite achocolatado
  'taco-512': 'ibge-8501305-99', // Cappuccino em pó → Café tipo capuccino
};

/** Measures one takes powder with. */
const POWDER_MEASURES = new Set([
  'colher-de-sopa',
  'colher-de-sobremesa',
  'colher-de-cha',
  'colher-de-cafe',
  'colher-de-servir',
  'scoop',
  'ponta-de-faca',
]);

const drinksByIndex = new WeakMap<FoodIndex, Map<string, Food>>();

function drinkFoods(index: FoodIndex): Map<string, Food> {
  let drinks = drinksByIndex.get(index);
  if (!drinks) {
    const wanted = new Set(Object.values(DRINK_OF_POWDER));
    drinks = new Map(index.keys.filter((key) => wanted.has(key.food.id)).map((key) => [key.food.id, key.food]));
    drinksByIndex.set(index, drinks);
  }
  return drinks;
}

/** The reading of a powder as its prepared drink, unless the words say the powder itself. */
export function asPreparedDrink(reading: SegmentReading, words: readonly string[], index: FoodIndex): SegmentReading {
  const drinkId = DRINK_OF_POWDER[reading.match.food.id];
  const drink = drinkId ? drinkFoods(index).get(drinkId) : undefined;
  if (!drink) return reading;
  const { amount } = reading;
  const saysPowder = words.some((word) => toSearchKey(word) === 'po');
  const measuredAsPowder = amount.unit?.unit === 'g' || POWDER_MEASURES.has(amount.measure?.id ?? '');
  if (saysPowder || measuredAsPowder) return reading;
  return { ...reading, match: { ...reading.match, food: drink } };
}
