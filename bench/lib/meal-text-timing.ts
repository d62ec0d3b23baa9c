// Run by bench/foods.bench.mjs through tsx: times the pure analyser and the food
// search in-process and measures the catalog's memory; prints the figures as JSON.
import devSet from '../../data/meal-text/dev-set.json' with { type: 'json' };

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
// Imported here, not at the top, so the heap growth is the catalog's: its JSON, the built foods and the search index.
const { loadCatalog } = await import('../../data/catalog/index');
const { buildFoodIndex } = await import('../../src/domain/foods/food-index');
const { searchFoods } = await import('../../src/domain/foods/food-search');
const { createMealTextAnalyzer } = await import('../../src/domain/meal-text/analyze-meal-text');
const catalog = loadCatalog();
const index = buildFoodIndex(catalog);
const analyze = createMealTextAnalyzer(catalog);
gc?.();
const catalogHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const texts = devSet.descriptions.map((d) => d.text);
for (const text of texts) analyze(text); // warm-up: JIT and the word memo, as in a running server

const ROUNDS = 20;
const samples: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const text of texts) {
    const started = performance.now();
    analyze(text);
    samples.push(performance.now() - started);
  }
}
// What people type in the picker, letter by letter: TACO staples and foods only USDA has.
const QUERIES = ['arroz', 'feijao', 'fejão', 'pão francês', 'banana', 'frango grelhado', 'leite', 'queijo', 'iogurte']
  .concat(['iogurte grego', 'pizza', 'sushi', 'whey', 'granola', 'tilápia', 'coca zero', 'x-burguer', 'sorvete'])
  .flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
for (const query of QUERIES) searchFoods(index, query, 10);
const searches: number[] = [];
for (let round = 0; round < 10; round++) {
  for (const query of QUERIES) {
    const started = performance.now();
    searchFoods(index, query, 10);
    searches.push(performance.now() - started);
  }
}
const at = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
console.log(
  JSON.stringify({
    descriptions: texts.length,
    runs: samples.length,
    medianMs: at(samples, 0.5),
    p95Ms: at(samples, 0.95),
    maxMs: at(samples, 1),
    foods: catalog.foods.length,
    usdaFoods: catalog.foods.filter((food) => food.kind === 'usda').length,
    searchRuns: searches.length,
    searchMedianMs: at(searches, 0.5),
    searchP95Ms: at(searches, 0.95),
    catalogHeapMb,
  }),
);
