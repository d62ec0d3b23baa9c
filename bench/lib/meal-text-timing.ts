// Run by bench/foods.bench.mjs through tsx: times the pure analyser in-process
// over the public development set and prints the figures as JSON.
import devSet from '../../data/meal-text/dev-set.json' with { type: 'json' };
import { loadCatalog } from '../../data/catalog/index';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';

const analyze = createMealTextAnalyzer(loadCatalog());
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
samples.sort((a, b) => a - b);
const at = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))] ?? 0;
console.log(
  JSON.stringify({
    descriptions: texts.length,
    runs: samples.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
  }),
);
