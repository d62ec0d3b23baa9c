import { describe, expect, it } from 'vitest';
import { NUTRIENT_KEYS } from '../../src/domain/foods/nutrients';
import { TACO_COLUMN, hasTaco, readTacoFoods, tacoDir } from '../../scripts/catalog/reference-data';
import { loadCatalog } from './index';

if (!hasTaco) console.warn(`[catalog] ${tacoDir} não encontrado: teste das figuras da TACO ignorado.`);

describe('figuras do catálogo = TACO 4ª ed. (../shared/data/taco)', () => {
  // Without the reference data this fails, never skips: CI has ../shared beside the repository.
  it('tem ../shared/data/taco', () => expect(hasTaco, '../shared/data/taco ausente').toBe(true));

  const catalog = loadCatalog();
  const taco = hasTaco ? readTacoFoods() : [];

  it('tem os 597 alimentos da TACO, com o nome original da TACO', () => {
    expect(taco).toHaveLength(597);
    for (const row of taco) {
      const food = catalog.byTacoId(row.id);
      expect(food, `TACO ${row.id}`).toBeDefined();
      expect(food?.tacoName).toBe(row.name);
    }
  });

  it('cada figura citada da TACO é igual à da TACO, com traço e desconhecido preservados', () => {
    const mismatches: string[] = [];
    for (const row of taco) {
      const food = catalog.get(`taco-${row.id}`);
      const supplemented = new Set(food.supplements.flatMap((s) => s.fields));
      for (const key of NUTRIENT_KEYS) {
        const column = TACO_COLUMN[key];
        const marker = row.flags[column];
        const value = food.per100g[key];
        const where = `taco-${row.id}.${key}`;
        if (supplemented.has(key)) {
          // Only fields TACO leaves unknown may come from another source.
          if (marker !== '*' && marker !== 'NA' && marker !== 'blank')
            mismatches.push(`${where}: supplemented but TACO has a figure`);
          if (value === null) mismatches.push(`${where}: supplement without a figure`);
        } else if (marker === 'Tr') {
          if (value !== 0 || !food.traces.includes(key))
            mismatches.push(`${where}: TACO "Tr" must be 0 and listed in traces`);
        } else if (marker === 'NA' || marker === '*' || marker === 'blank') {
          if (value !== null || food.unknown[key] !== marker)
            mismatches.push(`${where}: TACO "${marker}" must be null with that reason`);
        } else if (value !== row[column]) {
          mismatches.push(`${where}: catalog ${String(value)} ≠ TACO ${String(row[column])}`);
        }
        if (marker !== 'Tr' && food.traces.includes(key)) mismatches.push(`${where}: marked trace but TACO does not`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('cita a fonte de cada figura que não vem da TACO (leite integral e desnatado)', () => {
    for (const id of ['taco-458', 'taco-457']) {
      const food = catalog.get(id);
      expect(food.supplements).toHaveLength(1);
      expect(catalog.sourceById(food.supplements[0]?.sourceId ?? '')).toBeDefined();
      expect(food.per100g.energyKcal).toBeGreaterThan(0);
    }
    expect(catalog.get('taco-458').per100g).toMatchObject({
      energyKcal: 61,
      proteinG: 3.15,
      carbsG: 4.8,
      fatG: 3.25,
      sodiumMg: 64,
    });
  });
});
