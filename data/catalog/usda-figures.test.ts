import { describe, expect, it } from 'vitest';
import { CORE_NUTRIENT_KEYS, EXTRA_NUTRIENT_KEYS } from '../../src/domain/foods/nutrients';
import { hasUsda, readUsdaFoods, usdaFoodsPath } from '../../scripts/catalog/reference-data';
import { loadCatalog } from './index';

if (!hasUsda) console.warn(`[catalog] ${usdaFoodsPath} não encontrado: teste das figuras do USDA ignorado.`);

/** Foods TACO lacks, from USDA FoodData Central (docs/decisions/0025-usda-foods-second-source.md). */
describe('alimentos do USDA = USDA FoodData Central (../shared/data/usda-fdc)', () => {
  // Without the reference data this fails, never skips: CI has ../shared beside the repository.
  it('tem ../shared/data/usda-fdc', () => expect(hasUsda, '../shared/data/usda-fdc ausente').toBe(true));

  const catalog = loadCatalog();
  const usdaFoods = catalog.foods.filter((food) => food.kind === 'usda');
  const usda = hasUsda ? readUsdaFoods() : new Map();

  it('traz ao menos 400 alimentos do USDA, cada um com o id, o conjunto e a descrição do USDA', () => {
    expect(usdaFoods.length).toBeGreaterThanOrEqual(400);
    for (const food of usdaFoods) {
      const row = usda.get(food.id);
      expect(row, food.id).toBeDefined();
      expect(food.usda?.description, food.id).toBe(row?.description);
      expect(food.usda?.dataset, food.id).toBe(row?.dataType === 'SR Legacy' ? 'sr-legacy' : 'fndds');
      expect(food.usda?.fdcId ?? null, food.id).toBe(row?.dataType === 'SR Legacy' ? row.fdcId : null);
      expect(food.usda?.fnddsFoodCode ?? null, food.id).toBe(row?.fnddsFoodCode ?? null);
      expect(food.sourceId, food.id).toBe(
        row?.dataType === 'SR Legacy' ? 'usda-fdc-sr-legacy' : 'usda-fndds-2021-2023',
      );
    }
  });

  it('cada figura é a publicada pelo USDA; null continua null, com o motivo', () => {
    const mismatches: string[] = [];
    for (const food of usdaFoods) {
      const row = usda.get(food.id);
      if (!row) continue;
      for (const key of CORE_NUTRIENT_KEYS) {
        const published = row[key] ?? null;
        if (food.per100g[key] !== published)
          mismatches.push(`${food.id}.${key}: ${food.per100g[key]} ≠ USDA ${published}`);
        if (published === null && food.unknown[key] !== 'source-null') mismatches.push(`${food.id}.${key}: sem motivo`);
      }
      // The reference copy carries only the six core figures (and sugars, saturated fat): the rest is unknown, never 0.
      for (const key of EXTRA_NUTRIENT_KEYS) {
        if (food.per100g[key] !== null || food.unknown[key] !== 'not-carried') mismatches.push(`${food.id}.${key}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('cada porção do USDA tem o peso e a descrição de uma porção do USDA para esse alimento', () => {
    const problems: string[] = [];
    for (const food of usdaFoods) {
      const row = usda.get(food.id);
      for (const portion of food.portions) {
        if (portion.source.kind !== 'usda') continue;
        const { description } = portion.source;
        const published = row?.portions.find((p: { description: string }) => p.description === description);
        if (!published || published.gramWeight !== portion.grams)
          problems.push(`${food.id} ${portion.measureId}: "${description}" ${portion.grams} g`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('nenhum nome ou sinônimo de um alimento do USDA é o de um alimento da TACO ou de uma receita', () => {
    const tacoKeys = new Set(catalog.foods.filter((f) => f.kind !== 'usda').flatMap((f) => f.searchKeys));
    const clashes = usdaFoods.flatMap((food) =>
      food.searchKeys.filter((key) => tacoKeys.has(key)).map((k) => `${food.id}: ${k}`),
    );
    expect(clashes).toEqual([]);
  });

  it('/fontes cita o SR Legacy e o FNDDS', () => {
    expect(catalog.sourceById('usda-fdc-sr-legacy')?.citation).toMatch(/SR Legacy/);
    expect(catalog.sourceById('usda-fndds-2021-2023')?.citation).toMatch(
      /Food and Nutrient Database for Dietary Studies/,
    );
  });
});
