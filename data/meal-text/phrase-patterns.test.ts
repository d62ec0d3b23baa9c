import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import { createMealTextAnalyzer, type MealTextAnalysis } from '../../src/domain/meal-text/analyze-meal-text';
import { casesFor, sample, seededRandom, wordsFor, type NamedFood, type PatternCase } from './phrase-patterns';

/**
 * Issue 24's generality check: ≥ 12 phrase patterns (phrase-patterns.ts) over
 * ≥ 500 catalog foods drawn with a fixed seed. A food enters the draw when its
 * name alone reads back as that food; each pattern must then keep every food
 * it names (≥ 95%) and give the grams it states or the name's typical portion
 * (≥ 95%).
 */
const SEED = 24;
const FOODS = 500;
const REQUIRED = { kept: 0.95, grams: 0.95 };
/** Grams are "as intended" within this share (rounding of measures and recipes). */
const GRAMS_TOLERANCE = 0.02;

const catalog = loadCatalog();
const analyze = createMealTextAnalyzer(catalog);

function nameAlone(food: (typeof catalog.foods)[number]): NamedFood | null {
  for (const words of wordsFor(food)) {
    const { items, unmatched } = analyze(words);
    const [item] = items;
    if (items.length === 1 && unmatched.length === 0 && item?.foodId === food.id) {
      return { food, words, typicalGrams: item.grams };
    }
  }
  return null;
}

const pool = catalog.foods.map(nameAlone).filter((named): named is NamedFood => named !== null);
const random = seededRandom(SEED);
const drawn = sample(pool, FOODS, random);
const cases = drawn.flatMap((food) =>
  casesFor(
    food,
    sample(
      pool.filter((other) => other.food.id !== food.food.id),
      2,
      random,
    ),
    random,
  ),
);

interface Outcome {
  kept: number;
  named: number;
  gramsRight: number;
  gramsChecked: number;
  failures: string[];
}

function check(c: PatternCase, analysis: MealTextAnalysis): Outcome {
  const unused = [...analysis.items];
  const outcome: Outcome = { kept: 0, named: c.expected.length, gramsRight: 0, gramsChecked: 0, failures: [] };
  for (const { food, grams } of c.expected) {
    const at = unused.findIndex((item) => item.foodId === food.food.id);
    const item = unused[at];
    // "arroz com feijão": a dish of the catalog made of the foods named keeps them.
    const inDish = analysis.items.some((i) =>
      catalog.get(i.foodId).recipe?.ingredients.some((ingredient) => ingredient.foodId === food.food.id),
    );
    if (!item) {
      if (inDish) outcome.kept += 1;
      else outcome.failures.push(`perdeu ${food.food.name}`);
      continue;
    }
    unused.splice(at, 1);
    outcome.kept += 1;
    const intended = grams ?? food.typicalGrams;
    outcome.gramsChecked += 1;
    if (Math.abs(item.grams - intended) <= intended * GRAMS_TOLERANCE) outcome.gramsRight += 1;
    else outcome.failures.push(`${food.food.name}: ${item.grams} g, esperado ${intended} g`);
  }
  return outcome;
}

const results = cases.map((c) => ({ c, analysis: analyze(c.text) })).map((r) => ({ ...r, ...check(r.c, r.analysis) }));
const sum = (list: typeof results, key: 'kept' | 'named' | 'gramsRight' | 'gramsChecked') =>
  list.reduce((total, r) => total + r[key], 0);
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;
const patterns = [...new Set(cases.map((c) => c.pattern))];

describe('padrões de frase sobre o catálogo (phrase-patterns.ts)', () => {
  it(`≥ 12 padrões sobre ≥ ${FOODS} alimentos sorteados (semente ${SEED})`, () => {
    expect(patterns.length).toBeGreaterThanOrEqual(12);
    expect(drawn.length).toBe(FOODS);
  });

  it(`mantém ≥ ${pct(REQUIRED.kept)} dos alimentos e põe ≥ ${pct(REQUIRED.grams)} nos gramas pretendidos`, () => {
    const lines = patterns.map((pattern) => {
      const of = results.filter((r) => r.c.pattern === pattern);
      return (
        `${pattern}: ${of.length} frases, alimentos mantidos ${pct(sum(of, 'kept') / sum(of, 'named'))}, ` +
        `gramas ${pct(sum(of, 'gramsRight') / Math.max(1, sum(of, 'gramsChecked')))}`
      );
    });
    const kept = sum(results, 'kept') / sum(results, 'named');
    const grams = sum(results, 'gramsRight') / sum(results, 'gramsChecked');
    const failures = results
      .filter((r) => r.failures.length > 0)
      .slice(0, 60)
      .map(
        (r) =>
          `  "${r.c.text}" → ${r.analysis.items.map((i) => i.foodName).join(' + ') || '—'}: ${r.failures.join('; ')}`,
      );
    console.info(
      `padrões: ${pool.length} alimentos do catálogo se leem pelo nome; ${cases.length} frases de ${drawn.length} sorteados\n` +
        `${lines.join('\n')}\ntotal: alimentos mantidos ${pct(kept)}, gramas ${pct(grams)}\n` +
        `primeiras falhas:\n${failures.join('\n')}`,
    );
    expect(kept).toBeGreaterThanOrEqual(REQUIRED.kept);
    expect(grams).toBeGreaterThanOrEqual(REQUIRED.grams);
  });
});
