import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../catalog/index';
import devSet from './dev-set.json' with { type: 'json' };

/**
 * The public development set of the meal-description analyser (decision 0007): each
 * description's components and energy must stay true to the catalog, so the set
 * can never silently drift when the catalog changes.
 */
const catalog = loadCatalog();
const descriptions = devSet.descriptions;

const SLOTS = ['cafe', 'almoco', 'lanche', 'jantar', 'ceia'];
const REGIONS = ['sudeste', 'nordeste', 'sul', 'norte', 'centro-oeste', 'geral'];

/** Σ grams × energyKcal/100 g over the components, from the catalog. */
function energyFromCatalog(components: readonly { foodId: string; grams: number }[]): number {
  let total = 0;
  for (const { foodId, grams } of components) {
    const kcal = catalog.get(foodId).per100g.energyKcal;
    if (kcal === null) throw new Error(`${foodId} não tem energia no catálogo`);
    total += (grams * kcal) / 100;
  }
  return total;
}

describe('conjunto público de desenvolvimento das descrições de refeições', () => {
  it('tem ao menos 80 descrições, com ids únicos', () => {
    expect(descriptions.length).toBeGreaterThanOrEqual(80);
    const ids = descriptions.map((d) => d.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('cada descrição tem texto, refeição e região válidas e ao menos um componente', () => {
    for (const d of descriptions) {
      expect(d.text.trim(), d.id).not.toBe('');
      expect(SLOTS, d.id).toContain(d.slot);
      expect(REGIONS, d.id).toContain(d.region);
      expect(d.components.length, d.id).toBeGreaterThan(0);
      expect(Array.isArray(d.unmatchedExpected), d.id).toBe(true);
      for (const item of d.unmatchedExpected) expect(typeof item === 'string' && item.trim() !== '', d.id).toBe(true);
    }
  });

  it('todo foodId existe no catálogo, com energia conhecida, e toda quantidade é > 0', () => {
    for (const d of descriptions) {
      for (const c of d.components) {
        const food = catalog.byId(c.foodId);
        expect(food, `${d.id}: ${c.foodId}`).toBeDefined();
        expect(food?.per100g.energyKcal, `${d.id}: ${c.foodId}`).not.toBeNull();
        expect(c.grams, `${d.id}: ${c.foodId}`).toBeGreaterThan(0);
        expect(c.basis.trim(), `${d.id}: ${c.foodId}`).not.toBe('');
      }
    }
  });

  it('componente sem quantidade pesa a porção típica do catálogo (regra 3)', () => {
    for (const d of descriptions) {
      for (const c of d.components.filter((component) => component.basis.startsWith('sem quantidade'))) {
        expect(c.grams, `${d.id}: ${c.foodId}`).toBe(catalog.get(c.foodId).typicalPortion.grams);
      }
    }
  });

  it('expectedEnergyKcal é a soma recalculada do catálogo (±0,1 kcal)', () => {
    for (const d of descriptions) {
      const recomputed = energyFromCatalog(d.components);
      expect(Math.abs(d.expectedEnergyKcal - recomputed), `${d.id}: ${recomputed.toFixed(2)} kcal`).toBeLessThanOrEqual(
        0.1 + 1e-9,
      );
    }
  });
});
