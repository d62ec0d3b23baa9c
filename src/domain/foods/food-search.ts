import { isQualifier, termsOf, type FoodIndex, type MatchMode, type Term } from './food-index';
import { toSearchKey } from './search-key';
import type { Food } from './types';

export interface FoodMatch {
  food: Food;
  /** 0–1.1: how well the words match the food's best name or synonym (above 1: word for word). */
  score: number;
  /** How many of the typed terms found a word in that name. */
  matchedTerms: number;
  totalTerms: number;
  /** Whether the first word that names a food (not a preparation) found a match: Portuguese puts the head noun first. */
  headMatched: boolean;
  /** Whether that word matched the first word of the name ("arroz e farinha" is not "farinha de arroz"). */
  headAligned: boolean;
  /** The typed terms the name does not explain ("coalho" in "queijo coalho" → Muçarela). */
  missing: readonly Term[];
  /** The name's terms nobody typed ("integral" in "pão de forma integral" for "pão de forma"). */
  untyped: readonly Term[];
}

/**
 * Weights of the key score: covering what the person typed matters more than
 * covering the whole name ("arroz" → "arroz" beats "arroz integral cru").
 * Commonness only breaks near-ties (≤ 0.03).
 */
const QUERY_COVER_WEIGHT = 0.6;
const NAME_COVER_WEIGHT = 0.4;
const COMMONNESS_WEIGHT = 0.03;
/**
 * A person's own food ("Meus alimentos") goes before catalog foods that match
 * as well or nearly as well: they created it to be found (docs/decisions/0026-my-foods.md).
 */
const OWN_FOOD_BONUS = 0.1;
/** Typing a food's whole name or synonym, word for word, settles near-ties. */
const EXACT_PHRASE_BONUS = 0.05;
/** The typed head noun is the name's head ("leite morno" → "leite integral", not "leite de coco"). */
const HEAD_ALIGNED_BONUS = 0.05;
/**
 * USDA foods fill what TACO lacks (decision 0025): on equal words a TACO food
 * or a recipe of TACO foods comes first. Larger than the commonness and
 * bonus spread, smaller than one word matched or missed.
 */
const USDA_RANK_PENALTY = 0.08;
/** IBGE POF comes after TACO and before USDA (decision 0039): half USDA's step below TACO. */
const IBGE_RANK_PENALTY = 0.04;

interface KeyTally {
  perTerm: number[];
  /** Catalog words matched, with the weight of their best match. */
  matchedWords: Map<string, number>;
  namesFood: boolean;
}

/** Scores every food whose names share a word with the text; best first. */
export function rankFoods(index: FoodIndex, text: string, mode: MatchMode): FoodMatch[] {
  const terms = termsOf(text);
  if (terms.length === 0) return [];
  const exactFoods = new Set(index.foodsByPhrase.get(toSearchKey(text)) ?? []);
  const headTerm = Math.max(
    0,
    terms.findIndex((term) => !isQualifier(term)),
  );
  const headWords = index.wordsFor(terms[headTerm] ?? terms[0]!, mode);
  const tallies = new Map<number, KeyTally>();
  terms.forEach((term, t) => {
    for (const [word, weight] of index.wordsFor(term, mode)) {
      for (const keyIndex of index.keysByWord.get(word) ?? []) {
        let tally = tallies.get(keyIndex);
        if (!tally) {
          tally = { perTerm: new Array<number>(terms.length).fill(0), matchedWords: new Map(), namesFood: false };
          tallies.set(keyIndex, tally);
        }
        tally.perTerm[t] = Math.max(tally.perTerm[t] ?? 0, weight);
        tally.matchedWords.set(word, Math.max(tally.matchedWords.get(word) ?? 0, weight));
        if (!isQualifier(term)) tally.namesFood = true;
      }
    }
  });

  const best = new Map<Food, FoodMatch>();
  for (const [keyIndex, tally] of tallies) {
    const key = index.keys[keyIndex];
    // "fritas" is a synonym of batata frita although every word of it is a preparation.
    if (!key || (!tally.namesFood && !exactFoods.has(key.food))) continue;
    const queryCover = tally.perTerm.reduce((sum, w) => sum + w, 0) / terms.length;
    const nameCover =
      key.terms.reduce((sum, term) => sum + (tally.matchedWords.get(term.raw) ?? 0), 0) / key.terms.length;
    // A food's whole name typed word for word is aligned even when it starts with a qualifier ("mini pizza
    // semipronta", "diet shake", "pele de porco preparada").
    const headAligned = headWords.has(key.terms[0]?.raw ?? '') || exactFoods.has(key.food);
    const score =
      QUERY_COVER_WEIGHT * queryCover +
      NAME_COVER_WEIGHT * nameCover +
      (exactFoods.has(key.food) ? EXACT_PHRASE_BONUS : 0) +
      (headAligned ? HEAD_ALIGNED_BONUS : 0);
    const matchedTerms = tally.perTerm.filter((w) => w > 0).length;
    const headMatched = (tally.perTerm[headTerm] ?? 0) > 0;
    const current = best.get(key.food);
    const untyped = key.terms.filter((term) => !tally.matchedWords.has(term.raw));
    // On a tie, the name that adds fewer words nobody typed ("coxa assada" before "coxa de frango" for "coxa").
    if (!current || score > current.score || (score === current.score && untyped.length < current.untyped.length)) {
      const missing = terms.filter((_, t) => !(tally.perTerm[t] ?? 0));
      best.set(key.food, {
        food: key.food,
        score,
        matchedTerms,
        totalTerms: terms.length,
        headMatched,
        headAligned,
        missing,
        untyped,
      });
    }
  }
  return [...best.values()].sort(
    (a, b) =>
      rankValue(b) - rankValue(a) || b.food.commonness - a.food.commonness || a.food.name.localeCompare(b.food.name),
  );
}

function rankValue(match: FoodMatch): number {
  const secondSource =
    match.food.kind === 'usda' ? USDA_RANK_PENALTY : match.food.kind === 'ibge' ? IBGE_RANK_PENALTY : 0;
  const ownFood = match.food.kind === 'custom' ? OWN_FOOD_BONUS : 0;
  return match.score + (COMMONNESS_WEIGHT * match.food.commonness) / 100 - secondSource + ownFood;
}

/**
 * The food search behind GET /api/foods: accent- and case-insensitive, prefix
 * (search as you type), typo-, plural- and diminutive-tolerant. Foods matching
 * every typed word come first; when none does, the closest partial matches.
 * When every typed word is only found inside a dish ("queijo coalho" → Tapioca
 * com queijo coalho), the foods named by the typed head word (Muçarela, Queijo
 * minas…) come first, then the dish.
 */
export function searchFoods(index: FoodIndex, query: string, limit: number): FoodMatch[] {
  const ranked = rankFoods(index, query, 'search');
  const complete = ranked.filter((m) => m.matchedTerms === m.totalTerms);
  if (complete.length === 0) return ranked.slice(0, limit);
  if (complete.some((m) => m.headAligned)) return complete.slice(0, limit);
  // Room is kept for the dishes: they are the only results with every typed word.
  const headed = ranked.filter((m) => m.headAligned && !complete.includes(m));
  return [...headed.slice(0, Math.max(1, limit - complete.length)), ...complete].slice(0, limit);
}
