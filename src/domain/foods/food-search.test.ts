import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from './food-index';
import { searchFoods } from './food-search';

const index = buildFoodIndex(loadCatalog());
const first = (query: string) => searchFoods(index, query, 5)[0]?.food.name;
const names = (query: string) => searchFoods(index, query, 5).map((m) => m.food.name);

describe('searchFoods', () => {
  it('ignores accents and case', () => {
    expect(first('feijao')).toBe('Feijão carioca cozido');
    expect(first('FEIJÃO')).toBe('Feijão carioca cozido');
  });

  it('a food the catalog only has inside a dish still lists the foods named by the typed head word first', () => {
    const found = names('queijo coalho');
    expect(found[0]).toMatch(/^(Muçarela|Queijo)/);
    expect(found).toContain('Tapioca com queijo coalho');
    // The recipes of TACO ingredients come first; USDA's American pizzas only after them (decision 0025).
    const pizzas = searchFoods(index, 'pizza', 10).map((m) => m.food);
    expect(pizzas.slice(0, 3).map((f) => f.name)).toEqual([
      'Pizza de muçarela',
      'Pizza de calabresa',
      'Pizza portuguesa',
    ]);
    expect(pizzas.slice(3).every((f) => f.kind === 'usda')).toBe(true);
  });

  it('finds by prefix while the person types', () => {
    expect(names('feij')).toContain('Feijão carioca cozido');
    expect(first('brocol')).toMatch(/^Brócolis/);
  });

  it('forgives typos', () => {
    expect(first('fejão')).toBe('Feijão carioca cozido');
    expect(first('brocolis')).toBe('Brócolis cozido');
    expect(first('alfase')).toMatch(/^Alface/);
  });

  it('understands plurals and diminutives', () => {
    expect(first('pãezinhos')).toBe('Pão francês');
    expect(first('ovos')).toBe('Ovo de galinha cozido');
    expect(first('tomatinhos')).toBe('Tomate cru');
    expect(first('bananinha')).toBe('Bananada'); // the sweet, a synonym in its own right
  });

  it('ranks the food people mean first', () => {
    expect(first('arroz')).toBe('Arroz branco cozido');
    expect(first('banana')).toBe('Banana-prata');
    expect(names('banana').indexOf('Banana-nanica')).toBeLessThan(
      names('banana da terra frita').length ? 5 : Number.POSITIVE_INFINITY,
    );
    expect(first('pao de queijo')).toBe('Pão de queijo assado');
    expect(first('maçã')).toBe('Maçã fuji');
  });

  it('knows regional names', () => {
    // Three names of cassava: the same food, and a cassava (two misses would also be "equal").
    expect(first('aipim')).toMatch(/^Mandioca/);
    expect(first('macaxeira')).toBe(first('aipim'));
    expect(first('mandioca')).toBe(first('aipim'));
    expect(first('jerimum')).toMatch(/^Abóbora/);
    expect(first('cacetinho')).toBe('Pão francês');
    expect(first('mexerica')).toMatch(/Mexerica|Tangerina/);
  });

  it('prefers foods matching every word, and answers something close otherwise', () => {
    expect(first('suco de laranja')).toMatch(/^Suco de laranja/);
    expect(searchFoods(index, 'laranja quinoa', 5).length).toBeGreaterThan(0);
    expect(searchFoods(index, 'zzzz', 5)).toEqual([]);
  });
});
