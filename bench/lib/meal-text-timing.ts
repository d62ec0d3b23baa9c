// Run by bench/foods.bench.mjs through tsx: times the pure analyser and the food
// search in-process over the public development set, also with 200 foods of a
// person's own ("Meus alimentos", decision 0026) merged in, and measures the
// catalog's memory; prints the figures as JSON.
import devSet from '../../data/meal-text/dev-set.json' with { type: 'json' };

const gc = (globalThis as { gc?: () => void }).gc;
gc?.();
const heapBefore = process.memoryUsage().heapUsed;
// Imported here, not at the top, so the heap growth is the catalog's: its JSON, the built foods and the search index.
const { loadCatalog } = await import('../../data/catalog/index');
const { buildFoodIndex } = await import('../../src/domain/foods/food-index');
const { searchFoods } = await import('../../src/domain/foods/food-search');
const { createMeasureLookup } = await import('../../src/domain/foods/household-measures');
const { analyzeMealText, createMealTextContext } = await import('../../src/domain/meal-text/analyze-meal-text');
const { toOwnFood } = await import('../../src/domain/my-foods/own-food');
const { withOwnFoodsIndex } = await import('../../src/domain/my-foods/with-own-foods');
const catalog = loadCatalog();
const context = createMealTextContext(catalog, buildFoodIndex(catalog));
gc?.();
const catalogHeapMb = (process.memoryUsage().heapUsed - heapBefore) / 1024 / 1024;

const lookup = createMeasureLookup(catalog.measures);
const dishes = ['frango', 'bolo', 'torta', 'suco', 'granola', 'pão', 'marmita', 'iogurte'];
const own = Array.from({ length: 200 }, (_, i) =>
  toOwnFood(
    {
      id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      kind: 'label',
      name: `${dishes[i % dishes.length]} caseiro ${i}`,
      brand: i % 3 ? null : 'Marca Exemplo',
      synonyms: [],
      per100g: { energyKcal: 200, proteinG: 10, carbsG: 25, fatG: 6.5, fiberG: null, sodiumMg: null },
      portionLabel: 'unidade',
      portionGrams: 100,
    },
    lookup,
  ),
);

const texts = devSet.descriptions.map((d) => d.text);
const at = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};

function time(analyze: (text: string) => unknown) {
  for (const text of texts) analyze(text); // warm-up: JIT and the word memo, as in a running server
  const samples: number[] = [];
  for (let round = 0; round < 20; round++) {
    for (const text of texts) {
      const started = performance.now();
      analyze(text);
      samples.push(performance.now() - started);
    }
  }
  return samples;
}

const plain = time((text) => analyzeMealText(context, text));
const indexStarted = performance.now();
const ownContext = { ...context, index: withOwnFoodsIndex(context.index, own) };
const ownIndexMs = performance.now() - indexStarted;
const withOwn = time((text) => analyzeMealText(ownContext, text));

// What people type in the picker, letter by letter: TACO staples and foods only USDA has.
const QUERIES = ['arroz', 'feijao', 'fejão', 'pão francês', 'banana', 'frango grelhado', 'leite', 'queijo', 'iogurte']
  .concat(['iogurte grego', 'pizza', 'sushi', 'whey', 'granola', 'tilápia', 'coca zero', 'x-burguer', 'sorvete'])
  .flatMap((query) => Array.from({ length: query.length }, (_, i) => query.slice(0, i + 1)));
for (const query of QUERIES) searchFoods(context.index, query, 10);
const searches: number[] = [];
for (let round = 0; round < 10; round++) {
  for (const query of QUERIES) {
    const started = performance.now();
    searchFoods(context.index, query, 10);
    searches.push(performance.now() - started);
  }
}

console.log(
  JSON.stringify({
    descriptions: texts.length,
    runs: plain.length,
    medianMs: at(plain, 0.5),
    p95Ms: at(plain, 0.95),
    maxMs: at(plain, 1),
    ownFoods: own.length,
    ownIndexMs,
    ownMedianMs: at(withOwn, 0.5),
    ownP95Ms: at(withOwn, 0.95),
    foods: catalog.foods.length,
    usdaFoods: catalog.foods.filter((food) => food.kind === 'usda').length,
    searchRuns: searches.length,
    searchMedianMs: at(searches, 0.5),
    searchP95Ms: at(searches, 0.95),
    catalogHeapMb,
  }),
);
