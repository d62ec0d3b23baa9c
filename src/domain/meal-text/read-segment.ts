import { changesTheFood, isQualifier, termsOf, type FoodIndex, type Term } from '../foods/food-index';
import { rankFoods, type FoodMatch } from '../foods/food-search';
import { findPortion, type MeasureLookup } from '../foods/household-measures';
import { toSearchKey } from '../foods/search-key';
import type { Food } from '../foods/types';
import { singularOf } from '../foods/word-forms';
import { LINKING_WORDS, isFiller, readNumber } from './amount-words';
import { readModifier } from './measure-modifiers';
import {
  CUTS,
  LONGEST_MEASURE_WORDS,
  NO_AMOUNT,
  readAmountAt,
  readClosingMeasure,
  readTrailingAmount,
  type Amount,
} from './read-amount';
import { wordsOf } from './split-description';

/** Below this, a segment's words do not name the food well enough to place it. */
export const MIN_MATCH_SCORE = 0.55;
/** A reading whose measure IBGE weighs for that very food is the likelier one… */
const WEIGHED_MEASURE_BONUS = 0.05;
/** …and likelier still when it is how the food is usually served (a cup of café com leite, a coffee cup of coffee). */
const DEFAULT_MEASURE_BONUS = 0.03;
/** How a food was, not which food: may be left out of a match. */
const DESCRIPTIONS = new Set(
  'bem mal passado passada passadinho madura maduro maduras maduros forte fraco fraquinho gostoso gostosa delicioso deliciosa saboroso normal quentinho quentinha fresquinho fresquinha geladinho geladinha molinho crocante sequinho fofinho docinho'.split(
    ' ',
  ),
);
/** Words of IBGE's names that do not change what the food is ("alface orgânica" is alface). */
const INCIDENTAL = new Set([
  'organico',
  'organica',
  'natural',
  'caseiro',
  'caseira',
  'tradicional',
  'comum',
  'simples',
  'matinal',
]);
/** Joiners that end a piece: a measure right before one had nothing after it ("bife e salada"). */
const JOINERS = new Set(['e', 'com', 'mais', 'sem']);

export interface SegmentReading {
  match: FoodMatch;
  amount: Amount;
  /** A preparation the person named that the food lacks ("frango frito" → grelhado): ask them to confirm. */
  preparationLost: boolean;
  /** The food was named in the plural ("ovos mexidos"): without a count, more than one. */
  pluralHead: boolean;
}

interface Candidate extends SegmentReading {
  unexplainedWords: number;
  rank: number;
  measureWords: number;
}

/**
 * Reads one segment ("2 conchas de feijão", "frango grelhado 150 g",
 * "um prato feito", "1 xícara de café com açúcar") as an amount and a food.
 * Words can play two parts — "prato" is a measure and part of "prato feito",
 * "xícara de café" is a measure and a cup of coffee — so every reading
 * competes: the one leaving fewest words unexplained wins, then the one naming
 * more of them as food, then the better match, then the longer measure. A measure followed by "de"
 * and more words is only a measure ("1 colher de chá de patê" is not chá).
 * Returns null when no food really matches: never a guess.
 */
export function readSegment(text: string, index: FoodIndex, lookupMeasure: MeasureLookup): SegmentReading | null {
  const words = eggCountFirst(dropLeadingFillers(wordsOf(text)));
  // "barra de cereal": IBGE names the whole segment as one food, so reading it as a measure of another is a swap.
  const named = words.filter((word) => readNumber(word) === null).join(' ');
  // Or an IBGE food's whole name or synonym of any length ("prato de comida do nordeste", "pescoço de galinha ou
  // frango cozido"); a synonym another source gave with a measure in it ("porção de nachos") keeps the measure.
  const pofName =
    index.isPofName(named) || (index.foodsByPhrase.get(toSearchKey(named)) ?? []).some((f) => f.kind === 'ibge');
  const candidates: Candidate[] = [];
  const consider = (given: Amount, foodWords: readonly string[], measureWords: number) => {
    if (JOINERS.has(toSearchKey(foodWords[0] ?? ''))) return;
    const sized = withoutSizeWords(foodWords, given);
    const phrase = sized.words.filter((word) => !isFiller(word)).join(' ');
    const match = acceptableMatch(rankFoods(index, phrase, 'analysis'), index, phrase);
    if (!match) return;
    const amount = cutAsMeasure(sized.amount, sized.words, match, lookupMeasure);
    const measureId = amount.measure?.id;
    const weighed =
      (measureId && findPortion(match.food, measureId) ? WEIGHED_MEASURE_BONUS : 0) +
      (measureId === match.food.defaultPortion.measureId ? DEFAULT_MEASURE_BONUS : 0);
    candidates.push({
      match,
      amount,
      preparationLost: match.missing.some(isQualifier),
      pluralHead: isPlural(phrase),
      unexplainedWords: match.totalTerms - match.matchedTerms,
      rank: match.score + weighed,
      measureWords,
    });
  };
  for (let longest = LONGEST_MEASURE_WORDS; longest >= 0; longest--) {
    const lead = readAmountAt(words, 0, longest > 0 ? lookupMeasure : null, longest);
    if (lead && lead.measureWords.length < longest && longest < LONGEST_MEASURE_WORDS) continue; // same as a longer cap
    if (lead) {
      const rest = words.slice(lead.end);
      consider(lead.amount, rest, lead.measureWords.length);
      // "1 porção de nachos", "1 colher de chá cheia de patê": a utensil's or container's words are not the food.
      // Unless IBGE names the whole segment ("barra de chocolate"): then the reading without a measure competes too.
      if (lead.amount.measure && !CUTS.has(lead.amount.measure.id) && lead.linked && rest.length > 0 && !pofName) break;
      reuseMeasureNoun(lead.measureWords, rest, (foodWords) =>
        consider(lead.amount, foodWords, lead.measureWords.length),
      );
      const closing = !lead.amount.measure && !lead.amount.unit ? readClosingMeasure(rest, lookupMeasure) : null;
      if (closing) consider({ ...lead.amount, measure: closing.measure }, rest.slice(0, closing.foodEnd), 1);
    } else if (longest === 0) {
      const trailing = readTrailingAmount(words, lookupMeasure);
      if (trailing) consider(trailing.amount, words.slice(0, trailing.foodEnd), 1);
      const closing = readClosingMeasure(words, lookupMeasure);
      if (closing)
        consider({ ...NO_AMOUNT, measure: closing.measure, written: true }, words.slice(0, closing.foodEnd), 1);
      consider(NO_AMOUNT, words, 0);
    }
  }
  // Fewest words unexplained; then the reading that names more of them as food ("coxa de frango" the food,
  // not "coxa" the measure of frango); then the better match; then the longer measure.
  if (pofName && !candidates.some((c) => c.measureWords === 0 && c.unexplainedWords === 0)) return null;
  candidates.sort(
    (a, b) =>
      a.unexplainedWords - b.unexplainedWords ||
      b.match.matchedTerms - a.match.matchedTerms ||
      b.rank - a.rank ||
      b.measureWords - a.measureWords,
  );
  const best = candidates[0];
  return best
    ? { match: best.match, amount: best.amount, preparationLost: best.preparationLost, pluralHead: best.pluralHead }
    : null;
}

/**
 * The best-ranked match that names the food, not a neighbour of it: the typed
 * head noun must be the name's head ("soja cozida" is not farinha de soja), and
 * no word left out may name another food or change this one ("queijo coalho"
 * is not muçarela, "coca zero" is not refrigerante de cola). Those go to
 * `unmatched` with suggestions, for the person to choose.
 */
export function acceptableMatch(ranked: readonly FoodMatch[], index: FoodIndex, phrase: string): FoodMatch | null {
  // "batata palha", "amendoim cozido": IBGE names this very food, so a catalog food missing a word of it is another one.
  const pofName = index.isPofName(phrase);
  let held: FoodMatch | null = null;
  for (const match of ranked) {
    if (match.score < MIN_MATCH_SCORE) break;
    if (!isAcceptable(match, index, pofName)) continue;
    // Source precedence (decisions 0025 and 0039): the person's own food and TACO (and recipes of TACO
    // foods) first, then IBGE POF, then USDA. A later source's match is kept only while no earlier
    // source explains the typed words as well ("cereais" stays TACO's cereal matinal; "frango frito",
    // which TACO only has grilled, is another source's fried chicken), or when the words are that
    // food's own name or synonym, which no earlier source shares ("douradinho" is the fish sticks).
    if (held && sourceRank(match.food) < sourceRank(held.food)) {
      const heldNamed = index.foodsByPhrase.get(toSearchKey(phrase))?.includes(held.food) ?? false;
      if (!heldNamed && held.missing.length >= match.missing.length) held = match;
    } else held ??= match;
    if (sourceRank(match.food) === 0) return held;
  }
  return held;
}

/** 0 = the person's own food, TACO or a TACO recipe; 1 = IBGE POF; 2 = USDA (decision 0039). */
function sourceRank(food: Food): number {
  if (food.kind === 'ibge') return 1;
  if (food.kind === 'usda') return 2;
  return 0;
}

function isAcceptable(match: FoodMatch, index: FoodIndex, pofName: boolean): boolean {
  if (!match.headMatched || !match.headAligned) return false;
  if (pofName && match.missing.some((term) => !isQualifier(term) && !INCIDENTAL.has(term.raw))) return false;
  if (match.missing.some((term) => namesAnotherFood(term, index) || changesTheFood(term))) return false;
  // Nor may the name add words nobody typed, beyond how it is prepared: "pão de forma" is not pão de forma
  // integral, "bolo" not bolo de chocolate, "fruta" not fruta-do-conde, "água" not água tônica.
  return !match.untyped.some((term) => changesTheFood(term) || !leavesTheFoodAsItIs(term));
}

/** Preparations and descriptions: a name may carry them untyped ("arroz" → arroz branco cozido). */
function leavesTheFoodAsItIs(term: Term): boolean {
  return isQualifier(term) || INCIDENTAL.has(term.raw) || DESCRIPTIONS.has(term.raw);
}

/**
 * A word left out that names a food: one in the noun position after "de"
 * ("chá de camomila"), one the catalog or IBGE knows as a food, or one neither
 * knows at all ("frango xadrez"): an unknown word is likelier a dish or brand
 * than a description. Words that only describe ("banana madura", "carne bem
 * passada") may be left out.
 */
function namesAnotherFood(term: Term, index: FoodIndex): boolean {
  if (isQualifier(term) || DESCRIPTIONS.has(term.raw)) return false;
  return term.afterDe || index.isFoodNoun(term) || !index.isKnownWord(term);
}

function isPlural(phrase: string): boolean {
  const head = termsOf(phrase).find((term) => !isQualifier(term));
  return head !== undefined && singularOf(head.raw) !== head.raw;
}

/**
 * "1 filé de frango grelhado", "2 coxas de frango": the food's name starts
 * with a cut IBGE weighs for it, so that cut is the measure being counted.
 */
function cutAsMeasure(amount: Amount, foodWords: readonly string[], match: FoodMatch, lookup: MeasureLookup): Amount {
  if (amount.measure || amount.unit) return amount;
  const cut = lookup(foodWords[0] ?? '');
  if (!cut || !CUTS.has(cut.id) || !findPortion(match.food, cut.id)) return amount;
  return { ...amount, measure: cut };
}

/** "omelete de 3 ovos": the eggs count omelets (IBGE's omelete unit is made with one egg). */
function eggCountFirst(words: string[]): string[] {
  // "uma omelete de 2 ovos", "2 omeletes de 3 ovos": the omelettes counted before, the eggs of each after.
  const omelettes = words.length > 1 ? readNumber(words[0] ?? '') : null;
  const [first, link, count, eggs, ...rest] = omelettes !== null ? words.slice(1) : words;
  const omelete = /^omelet/.test(toSearchKey(first ?? ''));
  if (!omelete || !['de', 'com'].includes(link ?? '') || !/^ovos?$/.test(toSearchKey(eggs ?? ''))) return words;
  const each = count !== undefined ? readNumber(count) : null;
  if (each === null) return words;
  return [String(each * (omelettes ?? 1)), first ?? '', ...rest];
}

/** "banana grande", "2 pães pequenos": the size goes to the amount, the rest names the food. */
function withoutSizeWords(foodWords: readonly string[], amount: Amount): { words: string[]; amount: Amount } {
  let modifier = amount.modifier;
  const words = foodWords.filter((word) => {
    const found = readModifier(word);
    if (found !== 'pequena' && found !== 'media' && found !== 'grande') return true;
    modifier ??= found;
    return false;
  });
  return { words, amount: modifier === amount.modifier ? amount : { ...amount, modifier } };
}

/**
 * "1 xícara de café" is a cup of coffee measured in a coffee cup: when a
 * measure ends in "de <noun>" and nothing or only "com …" follows, the noun
 * may also be the food.
 */
function reuseMeasureNoun(measureWords: readonly string[], rest: readonly string[], use: (words: string[]) => void) {
  const de = measureWords.findIndex((word) => LINKING_WORDS.has(toSearchKey(word)));
  if (de < 1 || de === measureWords.length - 1) return;
  if (rest.length > 0 && !['com', 'e', 'sem'].includes(toSearchKey(rest[0] ?? ''))) return;
  use([...measureWords.slice(de + 1), ...rest]);
}

/**
 * Whether a piece starts with its own amount, so it cannot be the tail of a
 * dish name ("com 2 ovos", "com fatia de queijo"). A measure word alone is the
 * food ("pf com bife"), and one not followed by "de" describes the food
 * ("frango em pedaços cozido", IBGE's name).
 */
export function startsWithAmount(text: string, lookupMeasure: MeasureLookup): boolean {
  const words = dropLeadingFillers(wordsOf(text));
  const lead = readAmountAt(words, 0, lookupMeasure);
  if (!lead?.amount.written) return false;
  return readNumber(words[0] ?? '') !== null || (lead.linked && lead.end < words.length);
}

export function dropLeadingFillers(words: string[]): string[] {
  let start = 0;
  while (start < words.length - 1 && isFiller(words[start] ?? '')) start += 1;
  return words.slice(start);
}
