import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { PLAN_FOODS } from './plan-foods';
import { householdText, planItemFigures } from './plan-item-figures';
import { stepFigures } from './portion-model';

const catalog = loadCatalog();

describe('alimentos do plano', () => {
  it.each(PLAN_FOODS.map((food) => [`${food.role} ${food.foodId}`, food] as const))(
    '%s existe no catálogo, com a medida caseira e todos os números',
    (_label, food) => {
      const entry = catalog.byId(food.foodId);
      expect(entry).toBeDefined();
      expect(entry?.portions.some((p) => p.measureId === food.measureId)).toBe(true);
      expect(stepFigures(food, catalog)).not.toBeNull();
      expect(food.min).toBeGreaterThan(0);
      expect(food.min).toBeLessThanOrEqual(food.typical);
      expect(food.typical).toBeLessThanOrEqual(food.max);
      for (const value of [food.min, food.typical, food.max]) {
        expect(Number.isInteger(Math.round((value / food.step) * 1e6) / 1e6)).toBe(true);
      }
    },
  );

  it('NA conta como zero; o sódio do azeite vem do USDA; outro desconhecido recusa o alimento', () => {
    const oil = catalog.get('taco-260');
    expect(planItemFigures(oil, 8)).toMatchObject({ proteinG: 0, fiberG: 0, sodiumMg: 0.16 });
    const tapioca = catalog.get('ibge-6501516-99');
    expect(planItemFigures(tapioca, 50)).toBeNull();
  });

  it('escreve as medidas caseiras como se fala', () => {
    const concha = { measureId: 'concha', label: 'concha', plural: 'conchas' };
    const file = { measureId: 'file', label: 'filé', plural: 'filés' };
    expect(householdText(0.5, concha)).toBe('meia concha');
    expect(householdText(1, concha)).toBe('1 concha');
    expect(householdText(2.5, concha)).toBe('2 conchas e meia');
    expect(householdText(1.5, file)).toBe('1 filé e meio');
    expect(householdText(0.5, file)).toBe('meio filé');
  });
});
