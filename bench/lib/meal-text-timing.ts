// Run by bench/foods.bench.mjs through tsx: times the pure analyser in-process
// over the public development set and prints the figures as JSON; also with
// 200 foods of a person's own ("Meus alimentos", decision 0026) merged in.
import devSet from '../../data/meal-text/dev-set.json' with { type: 'json' };
import { loadCatalog } from '../../data/catalog/index';
import { buildFoodIndex } from '../../src/domain/foods/food-index';
import { createMeasureLookup } from '../../src/domain/foods/household-measures';
import { analyzeMealText, createMealTextContext } from '../../src/domain/meal-text/analyze-meal-text';
import { toOwnFood } from '../../src/domain/my-foods/own-food';
import { withOwnFoodsIndex } from '../../src/domain/my-foods/with-own-foods';

const catalog = loadCatalog();
const context = createMealTextContext(catalog, buildFoodIndex(catalog));
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
  samples.sort((a, b) => a - b);
  return (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
}

const plain = time((text) => analyzeMealText(context, text));
const indexStarted = performance.now();
const ownContext = { ...context, index: withOwnFoodsIndex(context.index, own) };
const ownIndexMs = performance.now() - indexStarted;
const withOwn = time((text) => analyzeMealText(ownContext, text));
console.log(
  JSON.stringify({
    descriptions: texts.length,
    runs: texts.length * 20,
    medianMs: plain(0.5),
    p95Ms: plain(0.95),
    maxMs: plain(1),
    ownFoods: own.length,
    ownIndexMs,
    ownMedianMs: withOwn(0.5),
    ownP95Ms: withOwn(0.95),
  }),
);
