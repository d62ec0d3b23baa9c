import type { CoreNutrientKey, CoreNutrients } from '../foods/nutrients';
import { buildFoodIndex, type FoodIndex } from '../foods/food-index';
import { createMeasureLookup, type MeasureLookup } from '../foods/household-measures';
import type { FoodCatalog } from '../foods/types';
import { toSearchKey } from '../foods/search-key';
import { sumNutrients } from '../nutrition/totals';
import { carriesWhatWasLeftOut, withoutAbsentFoods } from './absent-foods';
import { PLACE_JOINERS, isCookingMedium, isOnlyContext, withoutContextTail } from './context-words';
import { createMeasureEstimate, type MeasureEstimate } from './measure-estimates';
import { placeItem, type MealTextItem } from './place-item';
import { asPreparedDrink } from './prepared-drinks';
import { readSegment, startsWithAmount } from './read-segment';
import { splitDescription, type Piece } from './split-description';
import { FLAGGED_CONFIDENCE } from './confidence';
import { inWrittenOrder, readQuickCalories } from './read-quick-calories';
import { readFilling, readVariant } from './read-variant';
import { readStatedWeight, withStatedWeight } from './stated-weight';
import { suggestFoods, unmatchedText, type UnmatchedSuggestion } from './suggest-foods';

export interface MealTextAnalysis {
  items: MealTextItem[];
  totals: CoreNutrients;
  /** Nutrients whose total leaves out an item without a figure: shown as "parcial". */
  incompleteNutrients: CoreNutrientKey[];
  /** Pieces of the description no food was found for: shown, never dropped. */
  unmatched: string[];
  /** For unmatched pieces, up to 3 similar catalog foods the person may pick ("semelhante"). */
  suggestions: UnmatchedSuggestion[];
}

/** A dish name may span a few pieces ("pão francês com manteiga e geleia" has at most 4). */
const LONGEST_DISH_PIECES = 4;
/**
 * Reading "café com leite" as one dish beats "café" + "leite" only when every
 * word matched; then it wins even over a first piece that names the same dish
 * alone ("tapioquinha" + "manteiga" is the tapioca com manteiga, once).
 */
const JOINED_DISH_BONUS = 0.25;

/** What the analyser reads with; `index` may be the catalog's merged with a person's own foods. */
export interface MealTextContext {
  index: FoodIndex;
  lookupMeasure: MeasureLookup;
  estimate: MeasureEstimate;
}
type Context = MealTextContext;

/** Built once per catalog (the index and the measure medians are the costly parts). */
export function createMealTextContext(catalog: FoodCatalog, index: FoodIndex = buildFoodIndex(catalog)): Context {
  return { index, lookupMeasure: createMeasureLookup(catalog.measures), estimate: createMeasureEstimate(catalog) };
}

/**
 * The pt-BR meal-description analyser: "arroz, feijão, um bife grelhado e
 * salada" → items with grams and nutrients from the catalog. Built once per
 * catalog; the returned function is pure.
 */
export function createMealTextAnalyzer(catalog: FoodCatalog): (text: string) => MealTextAnalysis {
  const context = createMealTextContext(catalog);
  return (text) => analyzeMealText(context, text);
}

/** Reads one description with a context (see createMealTextContext). Pure. */
export function analyzeMealText(context: Context, text: string): MealTextAnalysis {
  // "lanche de 300 calorias": energy the person states is an item of its own ("Calorias avulsas").
  const quick = readQuickCalories(text);
  const items: MealTextItem[] = [];
  const unmatched: string[] = [];
  for (const pieces of splitDescription(quick.rest)) {
    const chunk = readChunk(pieces, context);
    items.push(...chunk.items);
    unmatched.push(...chunk.unmatched);
  }
  items.splice(0, items.length, ...inWrittenOrder(text, items, quick.items));
  const { totals, incomplete } = sumNutrients(items.map((item) => item.nutrients));
  const suggestions = unmatched
    .map((piece) => ({ text: piece, foods: suggestFoods(piece, context.index, context.lookupMeasure) }))
    .filter((suggestion) => suggestion.foods.length > 0);
  return { items, totals, incompleteNutrients: incomplete, unmatched, suggestions };
}

interface Plan {
  value: number;
  items: MealTextItem[];
  unmatched: string[];
}

/** Best split of a chunk's pieces into items (dynamic programming over joined pieces). */
function readChunk(pieces: readonly Piece[], context: Context): Plan {
  const best: Plan[] = [{ value: 0, items: [], unmatched: [] }];
  for (let end = 1; end <= pieces.length; end++) {
    let chosen: Plan | null = null;
    for (let start = Math.max(0, end - LONGEST_DISH_PIECES); start < end; start++) {
      const before = best[start];
      const segment = readPieces(pieces.slice(start, end), context);
      if (!before || !segment) continue;
      const plan = {
        value: before.value + segment.value,
        items: [...before.items, ...segment.items],
        unmatched: [...before.unmatched, ...segment.unmatched],
      };
      if (!chosen || plan.value > chosen.value) chosen = plan;
    }
    best.push(chosen ?? { value: 0, items: [], unmatched: [] });
  }
  return best[pieces.length] ?? { value: 0, items: [], unmatched: [] };
}

function readPieces(pieces: readonly Piece[], context: Context): Plan | null {
  const joined = pieces.length > 1;
  if (joined && pieces.slice(1).some((piece) => startsWithAmount(piece.text, context.lookupMeasure))) return null;
  const text = pieces.map((piece, i) => (i > 0 ? `${piece.joiner} ${piece.text}` : piece.text)).join(' ');
  const stated = readStatedWeight(text);
  const words = stated?.text ?? text;
  const direct = readSegment(words, context.index, context.lookupMeasure);
  const plain =
    (direct && !carriesWhatWasLeftOut(direct.match.food, words) ? direct : null) ??
    readWithoutContextTail(words, context, !joined);
  const variant = plain || joined ? null : readVariant(words, context.index, context.lookupMeasure);
  const read = plain ?? variant;
  const weighed = read && stated ? { ...read, amount: withStatedWeight(read.amount, stated.weight) } : read;
  // "um capuccino" is the drink; "leite com nescau" the powder stirred into the milk.
  const stirredIn = pieces[0]?.joiner === 'com';
  const reading = weighed && !stirredIn ? asPreparedDrink(weighed, words.split(/\s+/), context.index) : weighed;
  const whole = reading && reading.match.matchedTerms === reading.match.totalTerms && reading.match.headAligned;
  const last = pieces[pieces.length - 1];
  if (joined && !whole && inPlace(last) && isCookingMedium(last?.text ?? '')) {
    return readCookedIn(pieces.slice(0, -1), context);
  }
  if (joined && !whole) return null;
  if (!joined && isOnlyContext(text)) return { value: 0, items: [], unmatched: [] };
  if (!reading) return (joined ? null : readWordList(text, context)) ?? unmatchedPlan(text);
  const item = placeItem(reading, text, context.estimate);
  const value = reading.match.score * pieces.length + (joined ? JOINED_DISH_BONUS * (pieces.length - 1) : 0);
  // "tapioca de frango": the tapioca as a variant, and the chicken in it beside it.
  const filling = variant ? readFilling(words, context.index, context.lookupMeasure) : null;
  const items = filling ? [item, placeItem(filling, text, context.estimate)] : [item];
  return { value, items, unmatched: [] };
}

/**
 * "cupim na cerveja", "frango na airfryer": the food before what it was cooked in, flagged for the person to
 * confirm (the catalog weighs it cooked another way); it counts as if the medium were matched, so it beats reading
 * the medium as a drink of its own.
 */
function readCookedIn(pieces: readonly Piece[], context: Context): Plan | null {
  const food = readPieces(pieces, context);
  if (!food || food.items.length !== 1 || food.unmatched.length > 0) return null;
  const items = food.items.map((item) => ({ ...item, confidence: Math.min(item.confidence, FLAGGED_CONFIDENCE) }));
  return { value: food.value + 1 + JOINED_DISH_BONUS, items, unmatched: [] };
}

function inPlace(piece: Piece | undefined): boolean {
  return PLACE_JOINERS.has(piece?.joiner ?? '');
}

/**
 * "açaí de novo", "pipoca lá no cinema", "café preto sem açúcar": the food before a tail that only says where, when
 * or with whom, or (`absent`) what it was eaten without. A dish written over several pieces drops the tail too
 * ("tapioca com ovo lá em casa"), never what follows a "sem" ("pipoca sem óleo e niguiri" is two foods).
 */
function readWithoutContextTail(text: string, context: Context, absent: boolean) {
  const withoutAbsent = absent ? withoutAbsentFoods(text) : null;
  for (const food of [...withoutContextTail(text), ...(withoutAbsent ? [withoutAbsent] : [])]) {
    const reading = readSegment(food, context.index, context.lookupMeasure);
    if (reading) return reading;
  }
  return null;
}

function unmatchedPlan(text: string): Plan {
  return { value: 0, items: [], unmatched: [unmatchedText(text)] };
}

const LIST_BREAKERS = new Set('a ao aos as d da das de do dos em na nas no nos o os para pra pro'.split(' '));
/** A list typed without commas ("arroz feijão bife") is only tried up to this many words. */
const LONGEST_WORD_LIST = 10;
/** A food named inside such a list has at most this many words ("peito de frango grelhado"). */
const LONGEST_LISTED_FOOD = 4;

/**
 * "arroz feijão bife": a piece no food explains whole, read as consecutive
 * foods. Every word must belong to a food matched word for word, else the
 * piece stays unmatched as the person wrote it.
 */
function readWordList(text: string, context: Context): Plan | null {
  const words = text.trim().split(/\s+/);
  if (words.length < 2 || words.length > LONGEST_WORD_LIST) return null;
  // "pão de batata", "cupim na cerveja": words joined by a preposition name one thing, not a list.
  if (words.some((word) => LIST_BREAKERS.has(toSearchKey(word)))) return null;
  const best: (Plan | null)[] = [{ value: 0, items: [], unmatched: [] }];
  for (let end = 1; end <= words.length; end++) {
    let chosen: Plan | null = null;
    for (let start = Math.max(0, end - LONGEST_LISTED_FOOD); start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const phrase = words.slice(start, end).join(' ');
      const reading = readSegment(phrase, context.index, context.lookupMeasure);
      if (!reading || reading.match.matchedTerms !== reading.match.totalTerms) continue;
      const value = before.value + reading.match.score;
      if (!chosen || value > chosen.value) {
        chosen = { value, items: [...before.items, placeItem(reading, phrase, context.estimate)], unmatched: [] };
      }
    }
    best.push(chosen);
  }
  const plan = best[words.length];
  return plan && plan.items.length > 1 ? plan : null;
}
