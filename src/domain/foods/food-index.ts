import { editDistanceWithin, slipSubstitution, typoAllowance } from './edit-distance';
import { foodNounsOf, foodPhraseOf } from './food-words';
import { toSearchKey } from './search-key';
import type { Food, FoodCatalog } from './types';
import { baseForm, isDiminutive, singularOf } from './word-forms';

/** A word of a query or of a food's name, as typed (search-key form) and as its base form. */
export interface Term {
  raw: string;
  base: string;
  /** Right after "de", "da", "do"…: the noun position of Portuguese food names ("filé de tilápia"). */
  afterDe: boolean;
}

const DE_WORDS = new Set(['de', 'da', 'do', 'das', 'dos', 'd']);

/** Words that carry no meaning for telling foods apart ("pão com manteiga" = "pão manteiga"). */
const STOPWORDS = new Set(
  'a ao aos as com d da das de do dos e em na nas no nos o os para pra pro um uma umas uns'.split(' '),
);

/** Preparations and qualifiers: they choose among foods, but never name a food on their own. */
const QUALIFIER_BASES = new Set(
  [
    'cozido',
    'cru',
    'frito',
    'grelhado',
    'assado',
    'refogado',
    'empanado',
    'ensopado',
    'integral',
    'natural',
    'caseiro',
    'inteiro',
    'light',
    'diet',
    'sem',
    'pele',
    'osso',
    'grande',
    'pequeno',
    'medio',
    'mini',
    'mexido',
    'acebolado',
    'guisado',
    'quente',
    'gelado',
    'morno',
  ].map(baseForm),
);

/**
 * Words that change what a food is, so a food named without them is another
 * food ("coca zero" is not refrigerante de cola; "pão integral" not pão francês;
 * "gelatina" is not gelatina em pó).
 */
const CHANGES_THE_FOOD = new Set(
  (
    'zero diet light integral desnatado semidesnatado fit vegano po grego grega ' +
    // Colours name varieties: "feijão branco", "chá verde", "lentilha vermelha" are foods of their own;
    // so does "selvagem" ("arroz selvagem" is another grain).
    'branco branca preto preta negro negra vermelho vermelha roxo roxa amarelo amarela verde selvagem'
  ).split(' '),
);

/**
 * Words that follow "de" in food names without naming a food ("feijão de
 * corda", "carne de sol", "leite de caixinha", "queijo minas"): they never
 * make a match a substitute on their own.
 */
const NOT_FOOD_NOUNS = new Set(
  (
    'americano angola arrasto bahia baia boi braco brasil caixinha cheiro colonia comercial comida complemento ' +
    'concentrado conde contra corda cozinha dentro dois filhos fora garrafa gordura india lata latinha mao mar ' +
    'mari mesa mil minas mini mistura outros pacote panela para parte paulista pele primeira qualquer quarto ' +
    'refeicao reino rio roma sabor sal santa saquinho segunda sertao sobremesa sol sua terra tigela tipo umbigo ' +
    'vento manha'
  ).split(' '),
);

export function termsOf(text: string): Term[] {
  const words = toSearchKey(text).split(' ');
  return words
    .map((raw, i) => ({ raw, base: baseForm(raw), afterDe: DE_WORDS.has(words[i - 1] ?? '') }))
    .filter((term) => term.raw && !STOPWORDS.has(term.raw));
}

/** "barra de cereal" and "barra cereais" meet: each word by its base form. */
function baseWords(phrase: string): string {
  return phrase.split(' ').map(baseForm).join(' ');
}

export function isQualifier(term: Term): boolean {
  return QUALIFIER_BASES.has(term.base);
}

/** "zero", "diet", "integral"…: see CHANGES_THE_FOOD. */
export function changesTheFood(term: Term): boolean {
  return CHANGES_THE_FOOD.has(term.raw) || CHANGES_THE_FOOD.has(term.base);
}

/** One name or synonym of a food, split into terms. */
export interface IndexedKey {
  food: Food;
  terms: Term[];
}

/** How strongly a word of the catalog answers a typed word. */
export const MATCH_WEIGHT = { exact: 1, base: 0.95, prefix: 0.7, typo: 0.75 } as const;

/**
 * "search": the food picker, forgiving (prefixes while typing, any close
 * word). "analysis": reading a description, where a guess would be shown as
 * fact — no prefixes; a word the catalog or IBGE knows is not a typo
 * ("salsicha" ≠ salsinha, "soja" ≠ soda); a typo keeps its first letter and
 * swaps only neighbouring or sound-alike letters ("canela" ≠ canola); a plain
 * word does not become a catalog diminutive ("coxa" ≠ coxinha).
 */
export type MatchMode = 'search' | 'analysis';

export interface FoodIndex {
  keys: readonly IndexedKey[];
  /** Catalog words → the keys that contain them. */
  keysByWord: ReadonlyMap<string, readonly number[]>;
  /** Whole names and synonyms in search-key form → their foods ("pao de queijo" is not "pao com queijo"). */
  foodsByPhrase: ReadonlyMap<string, readonly Food[]>;
  /** Catalog words that answer a typed term, with their weight (memoised). */
  wordsFor(term: Term, mode: MatchMode): ReadonlyMap<string, number>;
  /** Whether the word names a food (in the catalog or in IBGE's POF), not a preparation or a description. */
  isFoodNoun(term: Term): boolean;
  /** Whether the catalog or IBGE's POF uses the word at all. */
  isKnownWord(term: Term): boolean;
  /** Whether IBGE's POF names a food with exactly these words ("batata palha", "queijo de coalho"). */
  isPofName(text: string): boolean;
}

const MEMO_LIMIT = 20_000;
const STRICT_TYPO_MIN_LENGTH = 5;

/**
 * A name made unique with its source ("Barra de chocolate (IBGE)", "… (IBGE 8001201)", see
 * scripts/catalog/ibge-names.ts) is matched without the tag: nobody types "ibge", and the tag left as a
 * word made the food a worse match than its neighbours ("barra de chocolate" read nothing). Its words only:
 * the whole name stays the tagged one, so a phrase another food owns still names that food. Works on a
 * display name or its search key.
 */
export function withoutSourceTag(name: string): string {
  return name.replace(/\s*\(?\b(?:IBGE|USDA|ibge|usda)(?:\s+\d+)?\)?$/, '');
}

/** Built once per catalog: every name and synonym of every food, and an inverted index of their words. */
export function buildFoodIndex(catalog: Pick<FoodCatalog, 'foods' | 'foodWords'>): FoodIndex {
  const keys: IndexedKey[] = [];
  const keysByWord = new Map<string, number[]>();
  const wordsByBase = new Map<string, string[]>();
  const foodsByPhrase = new Map<string, Food[]>();
  for (const food of catalog.foods) {
    for (const searchKey of food.searchKeys) {
      // The whole name keeps its tag: "sushi" is the name of the food the tag yielded it to.
      foodsByPhrase.set(searchKey, [...(foodsByPhrase.get(searchKey) ?? []), food]);
      const terms = termsOf(withoutSourceTag(searchKey));
      if (terms.length === 0) continue;
      const index = keys.push({ food, terms }) - 1;
      for (const term of terms) {
        const list = keysByWord.get(term.raw) ?? [];
        if (!list.includes(index)) list.push(index);
        keysByWord.set(term.raw, list);
        const sameBase = wordsByBase.get(term.base) ?? [];
        if (!sameBase.includes(term.raw)) sameBase.push(term.raw);
        wordsByBase.set(term.base, sameBase);
      }
    }
  }
  const vocabulary = [...keysByWord.keys()];
  const bases = [...wordsByBase.keys()];
  const memo = new Map<string, Map<string, number>>();
  const { known: pofWords, nouns: pofNouns } = catalog.foodWords;
  const nounBases = new Set(
    [...catalog.foods.flatMap((food) => food.searchKeys.flatMap(foodNounsOf)), ...pofNouns].map(baseForm),
  );
  /** Words IBGE knows as foods that the catalog does not use: never read as typos of catalog words. */
  const knownElsewhere = new Set([...pofWords].filter((word) => !keysByWord.has(word)).map(baseForm));

  function wordsFor(term: Term, mode: MatchMode): Map<string, number> {
    const memoKey = `${mode === 'search' ? 'p' : 'x'}${term.raw}`;
    const known = memo.get(memoKey);
    if (known) return known;
    const strict = mode === 'analysis';
    const words = new Map<string, number>();
    const offer = (word: string, weight: number) => words.set(word, Math.max(words.get(word) ?? 0, weight));
    if (keysByWord.has(term.raw)) offer(term.raw, MATCH_WEIGHT.exact);
    const typedDiminutive = isDiminutive(term.raw);
    const typedSingular = singularOf(term.raw);
    // "arrozinho" is arroz + inho (the z is the stem's), "pãozinho" pão + zinho.
    const stemWithZ = /zinh[oa]s?$/.test(term.raw) ? term.raw.replace(/inh[oa]s?$/, '') : null;
    for (const word of stemWithZ ? (wordsByBase.get(baseForm(stemWithZ)) ?? []) : []) offer(word, MATCH_WEIGHT.base);
    for (const word of wordsByBase.get(term.base) ?? []) {
      if (strict && !typedDiminutive && isDiminutive(word)) continue;
      // Gender changes a noun ("coca" ≠ coco, "copa" ≠ copo), not a preparation ("grelhada" = grelhado).
      if (strict && !typedDiminutive && !isQualifier(term) && singularOf(word) !== typedSingular) continue;
      offer(word, MATCH_WEIGHT.base);
    }
    if (!strict && term.raw.length >= 2) {
      for (const word of vocabulary) if (word.startsWith(term.raw)) offer(word, MATCH_WEIGHT.prefix);
    }
    // Reading a description, a word of 4 letters or fewer is taken as written ("chia" is not chá).
    const allowance = strict && term.raw.length < STRICT_TYPO_MIN_LENGTH ? 0 : typoAllowance(term.raw.length);
    // A word the catalog or IBGE already knows is that word, not a slip for another ("soja" ≠ soda).
    const knownWord = keysByWord.has(term.raw) || knownElsewhere.has(term.base);
    const typoAllowed = allowance > 0 && !(strict && knownWord);
    const sameStart = (word: string) => !strict || word[0] === term.raw[0];
    // Typos are looked for even when the word exists: "papaya" is a synonym, and "papaia" is in the full name.
    if (typoAllowed) {
      const substitution = strict ? slipSubstitution : undefined;
      for (const word of vocabulary) {
        if (sameStart(word) && editDistanceWithin(term.raw, word, allowance, substitution) !== null) {
          offer(word, MATCH_WEIGHT.typo);
        }
      }
      // Slips in a plural or diminutive form, only while searching: reading a description, a near base is
      // too often another word ("pesto" → peta, "danone" → danoninho).
      if (!strict) {
        for (const base of bases) {
          if (editDistanceWithin(term.base, base, typoAllowance(term.base.length)) === null) continue;
          for (const word of wordsByBase.get(base) ?? []) offer(word, MATCH_WEIGHT.typo);
        }
      }
    }
    if (memo.size >= MEMO_LIMIT) memo.clear();
    memo.set(memoKey, words);
    return words;
  }

  function isFoodNoun(term: Term): boolean {
    if (isQualifier(term) || NOT_FOOD_NOUNS.has(term.raw) || STOPWORDS.has(term.raw)) return false;
    return nounBases.has(term.base);
  }

  function isKnownWord(term: Term): boolean {
    return keysByWord.has(term.raw) || wordsByBase.has(term.base) || knownElsewhere.has(term.base);
  }

  const pofNames = new Set([...catalog.foodWords.phrases].map(baseWords));
  function isPofName(text: string): boolean {
    return pofNames.has(baseWords(foodPhraseOf(text)));
  }

  return { keys, keysByWord, foodsByPhrase, wordsFor, isFoodNoun, isKnownWord, isPofName };
}
