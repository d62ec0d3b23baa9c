import { describe, expect, it } from 'vitest';
import { loadCatalog } from './index';
import typicalPortions from './typical-portions.json' with { type: 'json' };

const catalog = loadCatalog();
const typical = (id: string) => catalog.get(id).typicalPortion;

describe('porções típicas (sem quantidade na descrição)', () => {
  it('cada entrada escolhe uma porção do alimento, cita fontes e diz por quê', () => {
    for (const entry of typicalPortions.portions) {
      const food = catalog.get(entry.food);
      expect(food.typicalPortion.basis, entry.food).toBe(entry.basis);
      expect(food.typicalPortion.grams, entry.food).toBeCloseTo(food.typicalPortion.portion.grams * entry.quantity, 2);
      for (const id of entry.sources) expect(catalog.sourceById(id), `${entry.food}: ${id}`).toBeDefined();
    }
  });

  it('o que só o Nutri estima diz que é estimativa', () => {
    for (const entry of typicalPortions.portions.filter((e) =>
      e.sources.every((id) => id === 'nutri-typical-portion'),
    )) {
      expect(entry.basis, entry.food).toMatch(/^Estimativa do Nutri/);
    }
  });

  it('o prato do dia a dia tem as porções de um adulto, não de uma colher (issue: arroz 45 g, macarrão 50 g…)', () => {
    expect(typical('taco-3').grams).toBeGreaterThanOrEqual(100); // prato de arroz: 4 a 6 colheres de sopa
    expect(typical('taco-3').grams).toBeLessThanOrEqual(150);
    expect(typical('taco-561')).toMatchObject({ quantity: 1, portion: { measureId: 'concha' }, grams: 140 });
    expect(typical('taco-346').grams).toBeGreaterThanOrEqual(100); // um bife
    expect(typical('taco-542').grams).toBeGreaterThanOrEqual(200); // macarrão à bolonhesa
    expect(typical('taco-537').grams).toBeGreaterThanOrEqual(150); // estrogonofe
    expect(typical('taco-386').grams).toBeGreaterThanOrEqual(90); // coxinha de lanchonete
    expect(typical('taco-56').grams).toBeGreaterThanOrEqual(90); // pastel de feira
  });

  it('todo alimento tem porção típica de 1 g a 600 g', () => {
    for (const food of catalog.foods) {
      expect(food.typicalPortion.grams, food.id).toBeGreaterThan(0);
      expect(food.typicalPortion.grams, food.id).toBeLessThanOrEqual(600);
    }
  });
});
