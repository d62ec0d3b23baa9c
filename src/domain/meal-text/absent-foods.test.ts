import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { carriesWhatWasLeftOut, withoutAbsentFoods } from './absent-foods';

const catalog = loadCatalog();

describe('absent foods ("sem …")', () => {
  it('reads the food before the first "sem"', () => {
    expect(withoutAbsentFoods('café preto sem açúcar')).toBe('café preto');
    expect(withoutAbsentFoods('hambúrguer sem queijo e sem picles')).toBe('hambúrguer');
    expect(withoutAbsentFoods('café')).toBeNull();
    expect(withoutAbsentFoods('leite sem lactose')).toBeNull(); // a product of its own
  });

  it('knows a food that carries what was left out', () => {
    expect(carriesWhatWasLeftOut(catalog.get('recipe-pao-com-manteiga'), 'pão sem manteiga')).toBe(true);
    expect(carriesWhatWasLeftOut(catalog.get('taco-471'), 'café sem açúcar')).toBe(false);
    expect(carriesWhatWasLeftOut(catalog.get('taco-471'), 'café')).toBe(false);
  });
});
