/**
 * Phrase patterns over the catalog (issue 24): the ways people wrap a food's
 * name — a weight before or after it, a count times a weight, brackets, "no",
 * a container, a list, a place or a time around it, a diminutive, a slip of
 * the keyboard, no accents — applied to foods drawn at random with a fixed
 * seed. Nothing here is written for one food: each pattern is a rule over any
 * name, and what it must give back is what the name alone gives (the same
 * food; the grams the pattern states, or the name's own typical portion when
 * it states none). So a failure is the grammar's, not the catalog's.
 */
import { toSearchKey } from '../../src/domain/foods/search-key';
import type { Food } from '../../src/domain/foods/types';
import { seededRandom } from '../../src/domain/seeded-random';

/** mulberry32 (src/domain/seeded-random.ts): the same draw on every run, so a figure moves only when the reader or the catalog does. */
export { seededRandom };

/** A food as the evaluation writes it: its words, and what reading them alone gives. */
export interface NamedFood {
  food: Food;
  words: string;
  /** Grams the name alone is placed with (its typical portion). */
  typicalGrams: number;
}

export interface PatternCase {
  pattern: string;
  text: string;
  /** Every food the text names, with the grams it states (null: the name's typical portion). */
  expected: { food: NamedFood; grams: number | null }[];
}

export function pick<T>(list: readonly T[], random: () => number): T {
  const item = list[Math.floor(random() * list.length)];
  if (item === undefined) throw new Error('lista vazia');
  return item;
}

/** Draws `count` different items. */
export function sample<T>(list: readonly T[], count: number, random: () => number): T[] {
  const pool = [...list];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as T, pool[i] as T];
  }
  return pool.slice(0, count);
}

const PLACES = ['no cinema', 'de novo', 'com a família', 'lá em casa', 'no trabalho', 'com os amigos'];
const MEALS = ['no almoço', 'no jantar', 'de manhã', 'no café da manhã', 'no lanche da tarde'];
const CONTAINERS = ['uma marmita com', 'uma marmita fitness de', 'um prato com', 'uma quentinha com'];

/**
 * "banana" → "bananinha", "pão" → "pãozinho", "óleo" → "oleozinho": the regular diminutive of the first word
 * (Cunha & Cintra, ch. 6: -inho on a final unstressed -o/-a, -zinho after -ão and vowel pairs). Words already
 * diminutive, or whose stem changes (-go, -co, -ga, -ca), give none.
 */
export function diminutive(words: string): string | null {
  const [first, ...rest] = words.split(' ');
  if (!first || first.length < 3 || /z?inh[oa]s?$/.test(first) || !/^\p{L}+$/u.test(first)) return null;
  const stem = withoutAccents(first.slice(0, -1));
  let small: string | null = null;
  if (/ão$/.test(first)) small = `${first}zinho`;
  else if (/[aeiou][oa]$/.test(withoutAccents(first))) small = `${withoutAccents(first)}zinh${first.slice(-1)}`;
  else if (/[^gqc][oa]$/.test(first)) small = `${stem}inh${first.slice(-1)}`;
  return small ? [small, ...rest].join(' ') : null;
}

/** A slip of one key: two neighbouring letters inside the longest word (≥ 6 letters) swapped. */
export function typo(words: string, random: () => number): string | null {
  const list = words.split(' ');
  const longest = list.reduce((best, word, i) => (word.length > (list[best] ?? '').length ? i : best), 0);
  const word = list[longest] ?? '';
  if (word.length < 6 || !/^\p{L}+$/u.test(word)) return null;
  const at = 1 + Math.floor(random() * (word.length - 3));
  const swapped = word.slice(0, at) + (word[at + 1] ?? '') + (word[at] ?? '') + word.slice(at + 2);
  if (swapped === word) return null;
  list[longest] = swapped;
  return list.join(' ');
}

function withoutAccents(words: string): string {
  return words.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * The cases for one food (and two others for the patterns that name several).
 * Patterns that cannot apply to a name (no diminutive form, nothing to slip, no
 * accent) give no case for it, so they never count as failures.
 */
export function casesFor(food: NamedFood, others: readonly NamedFood[], random: () => number): PatternCase[] {
  const [second, third] = others;
  const w = food.words;
  const typical = (named: NamedFood) => ({ food: named, grams: null });
  const weighed = (grams: number) => [{ food, grams }];
  const cases: PatternCase[] = [
    { pattern: 'peso antes (150 g de X)', text: `150 g de ${w}`, expected: weighed(150) },
    { pattern: 'peso depois (X 150g)', text: `${w} 150g`, expected: weighed(150) },
    { pattern: 'contagem × peso (1 X de 120 g)', text: `1 ${w} de 120 g`, expected: weighed(120) },
    { pattern: 'contagem × peso cada (2 X de 80 g cada)', text: `2 ${w} de 80 g cada`, expected: weighed(160) },
    { pattern: 'parênteses (X (170 g))', text: `${w} (170 g)`, expected: weighed(170) },
    {
      pattern: 'medida com parênteses (1 xícara (240 g) de X)',
      text: `1 xícara (240 g) de ${w}`,
      expected: weighed(240),
    },
    { pattern: 'contexto depois (X no cinema)', text: `${w} ${pick(PLACES, random)}`, expected: [typical(food)] },
    {
      pattern: 'refeição antes (no almoço comi X)',
      text: `${pick(MEALS, random)} comi ${w}`,
      expected: [typical(food)],
    },
  ];
  if (second) {
    cases.push(
      { pattern: 'X no Y', text: `${w} no ${second.words}`, expected: [typical(food), typical(second)] },
      { pattern: 'X com Y', text: `${w} com ${second.words}`, expected: [typical(food), typical(second)] },
      {
        pattern: 'recipiente (uma marmita com X e Y)',
        text: `${pick(CONTAINERS, random)} ${w} e ${second.words}`,
        expected: [typical(food), typical(second)],
      },
    );
  }
  if (second && third) {
    cases.push({
      pattern: 'lista (X, Y e Z)',
      text: `${w}, ${second.words} e ${third.words}`,
      expected: [typical(food), typical(second), typical(third)],
    });
  }
  const small = diminutive(w);
  if (small) cases.push({ pattern: 'diminutivo', text: small, expected: [typical(food)] });
  const slip = typo(w, random);
  if (slip) cases.push({ pattern: 'erro de digitação (uma letra trocada)', text: slip, expected: [typical(food)] });
  const plain = withoutAccents(w);
  if (plain !== w) cases.push({ pattern: 'sem acentos', text: plain, expected: [typical(food)] });
  cases.push({ pattern: 'maiúsculas e espaços', text: `  ${w.toUpperCase()}  `, expected: [typical(food)] });
  return cases;
}

/** The words a person would write for a food: its display name, else its shortest name or synonym. */
export function wordsFor(food: Food): string[] {
  const name = food.name
    .toLowerCase()
    .replace(/\s*\(.*?\)\s*/g, ' ')
    .trim();
  const synonyms = [...food.synonyms].sort((a, b) => a.length - b.length);
  return [...new Set([name, ...synonyms].filter((words) => toSearchKey(words).length > 0))];
}
