import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';
import { QUICK_CALORIES_FOOD_ID, QUICK_CALORIES_NAME } from './quick-calories-item';
import { readQuickCalories } from './read-quick-calories';

describe('readQuickCalories', () => {
  it.each([
    ['500 kcal', 500],
    ['300 calorias', 300],
    ['lanche de 300 calorias', 300],
    ['uns 450 kcal', 450],
    ['1.500 kcal', 1500],
    ['250kcal', 250],
    ['um doce de 200 cal', 200],
  ])('"%s" is one quick add of %s kcal, with the macros unknown', (text, energyKcal) => {
    const read = readQuickCalories(text);
    expect(read.rest).toBe('');
    expect(read.items).toHaveLength(1);
    expect(read.items[0]).toMatchObject({
      foodId: QUICK_CALORIES_FOOD_ID,
      foodName: QUICK_CALORIES_NAME,
      foodSource: 'quick',
      quantity: energyKcal,
      unit: 'kcal',
      text,
      nutrients: { energyKcal, proteinG: null, carbsG: null, fatG: null, fiberG: null, sodiumMg: null },
    });
  });

  it('reads the macros the person gives with it, in the same part or the parts right after', () => {
    expect(readQuickCalories('300 kcal 20 g de proteína').items[0]?.nutrients).toMatchObject({
      energyKcal: 300,
      proteinG: 20,
      carbsG: null,
    });
    const read = readQuickCalories('arroz, 300 kcal, 20 g de proteína e 10g de gordura, feijão');
    expect(read.items[0]?.nutrients).toMatchObject({ energyKcal: 300, proteinG: 20, carbsG: null, fatG: 10 });
    expect(read.items[0]?.text).toBe('300 kcal, 20 g de proteína, 10g de gordura');
    expect(read.rest).toBe('arroz, feijão');
  });

  it('keeps the rest of the description as it was written', () => {
    expect(readQuickCalories('arroz e feijão').rest).toBe('arroz e feijão');
    expect(readQuickCalories('arroz e feijão, 300 kcal').rest).toBe('arroz e feijão');
    expect(readQuickCalories('300 kcal e arroz com feijão').rest).toBe('arroz com feijão');
  });

  it.each([
    ['barra de cereal (100 kcal)', 'a food label in brackets'],
    ['6000 kcal', 'more than 5,000 kcal'],
    ['0 kcal', 'nothing'],
    ['2 fatias de calabresa', 'no energy stated'],
  ])('leaves "%s" to the food reader (%s)', (text) => {
    const read = readQuickCalories(text);
    expect(read.items).toEqual([]);
    expect(read.rest).toBe(text);
  });
});

describe('analyzeMealText with a quick add', () => {
  const analyze = createMealTextAnalyzer(loadCatalog());

  it('"lanche de 300 calorias" is one item of 300 kcal, and the totals say the macros are unknown', () => {
    const analysis = analyze('lanche de 300 calorias');
    expect(analysis.items.map((item) => item.foodName)).toEqual([QUICK_CALORIES_NAME]);
    expect(analysis.unmatched).toEqual([]);
    expect(analysis.totals.energyKcal).toBe(300);
    expect(analysis.totals.proteinG).toBeNull();
    expect(analysis.incompleteNutrients).toEqual(expect.arrayContaining(['proteinG', 'carbsG', 'fatG']));
  });

  it('adds the quick add to the foods read from the rest, counting none of its words as a food', () => {
    const analysis = analyze('arroz, feijão e um doce de 200 kcal');
    expect(analysis.items.map((item) => item.text)).toEqual(['arroz', 'feijão', 'um doce de 200 kcal']);
    expect(analysis.items[2]?.foodId).toBe(QUICK_CALORIES_FOOD_ID);
    expect(analysis.unmatched).toEqual([]);
  });

  it('keeps the items in the order they were written', () => {
    expect(analyze('300 kcal e arroz, feijão').items.map((item) => item.text)).toEqual(['300 kcal', 'arroz', 'feijão']);
    expect(analyze('arroz, 200 kcal, feijão').items.map((item) => item.text)).toEqual(['arroz', '200 kcal', 'feijão']);
  });
});
