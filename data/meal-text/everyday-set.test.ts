import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import { createMealTextAnalyzer } from '../../src/domain/meal-text/analyze-meal-text';
import { toSearchKey } from '../../src/domain/foods/search-key';
import everydaySet from './everyday-set.json' with { type: 'json' };

/**
 * Everyday descriptions without amounts (everyday-set.json): the named foods
 * the catalog has must be found, the ones it lacks must come back unmatched
 * (never swapped for another food), and the total must land in a plausible
 * range for a typical adult portion, written from what people eat.
 */
const REQUIRED = { found: 0.95, unmatched: 0.95, energy: 0.9, maxExtraItems: 0.02 };

const catalog = loadCatalog();
const analyze = createMealTextAnalyzer(catalog);
const descriptions = everydaySet.descriptions;

const results = descriptions.map((d) => {
  const analysis = analyze(d.text);
  const unused = [...analysis.items];
  const missing: string[] = [];
  for (const food of d.foods) {
    const at = unused.findIndex((item) => food.foodIds.includes(item.foodId));
    if (at >= 0) {
      unused.splice(at, 1);
      continue;
    }
    // A dish of the catalog counts for the foods it is made of: "arroz e feijão" is arroz and feijão.
    const dish = analysis.items.find((item) =>
      catalog.get(item.foodId).recipe?.ingredients.some((ingredient) => food.foodIds.includes(ingredient.foodId)),
    );
    if (!dish) missing.push(food.name);
    else if (unused.includes(dish)) unused.splice(unused.indexOf(dish), 1);
  }
  const unmatched = analysis.unmatched.map(toSearchKey);
  const notUnmatched = d.unmatchedExpected.filter(
    (name) => !unmatched.some((text) => text.includes(toSearchKey(name))),
  );
  const energy = analysis.totals.energyKcal ?? 0;
  const inRange = d.energyKcal ? energy >= d.energyKcal.min && energy <= d.energyKcal.max : null;
  return { d, analysis, missing, extra: unused, notUnmatched, energy, inRange };
});

const namedFoods = descriptions.reduce((sum, d) => sum + d.foods.length, 0);
const expectedUnmatched = descriptions.reduce((sum, d) => sum + d.unmatchedExpected.length, 0);
const items = results.reduce((sum, r) => sum + r.analysis.items.length, 0);
const withEnergy = results.filter((r) => r.inRange !== null);
const figures = {
  found: 1 - results.reduce((sum, r) => sum + r.missing.length, 0) / namedFoods,
  unmatched: 1 - results.reduce((sum, r) => sum + r.notUnmatched.length, 0) / expectedUnmatched,
  energy: withEnergy.filter((r) => r.inRange).length / withEnergy.length,
  extraItems: results.reduce((sum, r) => sum + r.extra.length, 0) / items,
};
const pct = (share: number) => `${(share * 100).toFixed(1)}%`;

describe('descrições do dia a dia sem quantidade (everyday-set.json)', () => {
  it('tem ao menos 150 descrições sem números, ids únicos, faixas com raciocínio e ids do catálogo', () => {
    expect(descriptions.length).toBeGreaterThanOrEqual(150);
    expect(new Set(descriptions.map((d) => d.id)).size).toBe(descriptions.length);
    for (const d of descriptions) {
      expect(/\d/.test(d.text), d.id).toBe(false);
      expect(d.reasoning.trim(), d.id).not.toBe('');
      for (const food of d.foods)
        for (const id of food.foodIds) expect(catalog.byId(id), `${d.id}: ${id}`).toBeDefined();
      if (d.energyKcal) expect(d.energyKcal.min, d.id).toBeLessThan(d.energyKcal.max);
    }
  });

  it(`encontra ≥ ${pct(REQUIRED.found)} dos alimentos nomeados, devolve ≥ ${pct(REQUIRED.unmatched)} dos que faltam como não reconhecidos e põe ≥ ${pct(REQUIRED.energy)} na faixa de energia`, () => {
    const report = results
      .filter((r) => r.missing.length || r.extra.length || r.notUnmatched.length || r.inRange === false)
      .map(
        (r) =>
          `${r.d.id}: "${r.d.text}" → ${r.analysis.items.map((i) => i.foodName).join(' + ') || '—'} (${Math.round(r.energy)} kcal${r.d.energyKcal ? `, faixa ${r.d.energyKcal.min}–${r.d.energyKcal.max}` : ''})` +
          (r.missing.length ? ` faltou: ${r.missing.join(', ')}` : '') +
          (r.extra.length ? ` a mais: ${r.extra.map((i) => i.foodName).join(', ')}` : '') +
          (r.notUnmatched.length ? ` não veio em não reconhecidos: ${r.notUnmatched.join(', ')}` : ''),
      );
    console.info(
      `conjunto do dia a dia: ${descriptions.length} descrições; alimentos encontrados ${pct(figures.found)} de ${namedFoods}; ` +
        `não cobertos em não reconhecidos ${pct(figures.unmatched)} de ${expectedUnmatched}; energia na faixa ${pct(figures.energy)} de ${withEnergy.length}; ` +
        `itens a mais (trocas) ${pct(figures.extraItems)} de ${items}\n${report.join('\n')}`,
    );
    expect(figures.found).toBeGreaterThanOrEqual(REQUIRED.found);
    expect(figures.unmatched).toBeGreaterThanOrEqual(REQUIRED.unmatched);
    expect(figures.energy).toBeGreaterThanOrEqual(REQUIRED.energy);
    expect(figures.extraItems).toBeLessThanOrEqual(REQUIRED.maxExtraItems);
  });
});
