import { describe, expect, it } from 'vitest';
import { equivalentPortion, householdAmount } from './equivalent-portion';
import { makeFood, makeNutrients, makePortion } from './test-factories';

/** Batata-doce cozida as the catalog has it: TACO 77 kcal/100 g; IBGE POF weights. */
const batataDoce = makeFood({
  id: 'taco-88',
  name: 'Batata-doce cozida',
  per100g: makeNutrients({ energyKcal: 77, carbsG: 18.4 }),
  portions: [
    makePortion({ measureId: 'unidade', label: 'unidade', plural: 'unidades', grams: 355, isDefault: true }),
    makePortion({ measureId: 'fatia', label: 'fatia', plural: 'fatias', grams: 70, isDefault: false }),
    makePortion({
      measureId: 'colher-de-sopa',
      label: 'colher de sopa',
      plural: 'colheres de sopa',
      grams: 42,
      isDefault: false,
    }),
    makePortion({ measureId: 'porcao', label: 'porção', plural: 'porções', grams: 150, isDefault: false }),
  ],
});

describe('equivalentPortion (listas de substituição por energia)', () => {
  it('dá o peso do alimento com a energia da porção trocada, e a medida caseira mais próxima', () => {
    // 5 colheres de sopa de arroz = 160 kcal; 160 / 0,77 = 207,8 g → 210 g (arredondado a 5 g acima de 100 g).
    const eq = equivalentPortion(batataDoce, 160);
    expect(eq?.grams).toBe(210);
    expect(eq?.household).toMatchObject({ quantity: 3, grams: 210, portion: { measureId: 'fatia' } });
    expect(eq?.nutrients.energyKcal).toBeCloseTo(161.7, 1);
    expect(eq?.nutrients.carbsG).toBeCloseTo(38.64, 2);
  });

  it('abaixo de 100 g dá gramas inteiros', () => {
    expect(equivalentPortion(batataDoce, 50)?.grams).toBe(65); // 64,9 g
  });

  it('sem energia na tabela (ou zero), não há equivalente: nunca um chute', () => {
    expect(equivalentPortion(makeFood({ per100g: makeNutrients({ energyKcal: null }) }), 160)).toBeNull();
    expect(equivalentPortion(makeFood({ per100g: makeNutrients({ energyKcal: 0 }) }), 160)).toBeNull();
    expect(equivalentPortion(batataDoce, 0)).toBeNull();
  });
});

describe('householdAmount', () => {
  it('não usa "porção" (peso de referência da POF) como medida caseira', () => {
    expect(householdAmount(batataDoce, 150)?.portion.measureId).not.toBe('porcao');
  });

  it('sem medida a menos de 20% do peso, não dá medida', () => {
    const onlyUnit = makeFood({ portions: [makePortion({ grams: 355 })] });
    expect(householdAmount(onlyUnit, 100)).toBeNull();
  });

  it('com atMost, nunca passa do peso pedido; no empate, a medida do próprio alimento', () => {
    // ½ unidade (177,5 g) ganha de 2,5 fatias (175 g): quase o mesmo peso, na medida padrão.
    expect(householdAmount(batataDoce, 200, { atMost: true, maxGap: 1 })).toMatchObject({
      quantity: 0.5,
      grams: 177.5,
      portion: { measureId: 'unidade' },
    });
    expect(householdAmount(batataDoce, 150, { atMost: true, maxGap: 1 })?.grams).toBe(140); // 2 fatias
  });
});
