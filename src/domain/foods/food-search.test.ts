import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from './food-index';
import { searchFoods } from './food-search';

const index = buildFoodIndex(loadCatalog());
const first = (query: string) => searchFoods(index, query, 5)[0]?.food.name;
const names = (query: string) => searchFoods(index, query, 5).map((m) => m.food.name);

describe('searchFoods', () => {
  it('ignora acentos e maiúsculas', () => {
    expect(first('feijao')).toBe('Feijão carioca cozido');
    expect(first('FEIJÃO')).toBe('Feijão carioca cozido');
  });

  it('um alimento que o catálogo só tem dentro de um prato ainda lista primeiro os alimentos com a palavra principal digitada', () => {
    const found = names('queijo coalho');
    expect(found[0]).toMatch(/^(Muçarela|Queijo)/);
    expect(found).toContain('Tapioca com queijo coalho');
    // A recipe of TACO ingredients comes first; IBGE POF's plain "Pizza" (its name is the typed word alone, its
    // source tag is no word of it) before the recipes that add words; then IBGE's other pizzas, USDA's American
    // ones last (decisions 0025 and 0039).
    const pizzas = searchFoods(index, 'pizza', 10).map((m) => m.food);
    expect(pizzas.slice(0, 4).map((f) => f.name)).toEqual([
      'Pizza de muçarela',
      'Pizza (IBGE)',
      'Pizza de calabresa',
      'Pizza portuguesa',
    ]);
    const others = pizzas.slice(4).map((f) => f.kind);
    expect(others.every((kind) => kind === 'ibge' || kind === 'usda')).toBe(true);
    expect(others.lastIndexOf('ibge')).toBeLessThan(others.indexOf('usda'));
  });

  it('encontra pelo prefixo enquanto a pessoa digita', () => {
    expect(names('feij')).toContain('Feijão carioca cozido');
    expect(first('brocol')).toMatch(/^Brócolis/);
  });

  it('perdoa erros de digitação', () => {
    expect(first('fejão')).toBe('Feijão carioca cozido');
    expect(first('brocolis')).toBe('Brócolis cozido');
    expect(first('alfase')).toMatch(/^Alface/);
  });

  it('entende plurais e diminutivos', () => {
    expect(first('pãezinhos')).toBe('Pão francês');
    expect(first('ovos')).toBe('Ovo de galinha cozido');
    expect(first('tomatinhos')).toBe('Tomate cru');
    expect(first('bananinha')).toBe('Bananada'); // the sweet, a synonym in its own right
  });

  it('põe em primeiro lugar o alimento que as pessoas querem dizer', () => {
    expect(first('arroz')).toBe('Arroz branco cozido');
    expect(first('banana')).toBe('Banana-prata');
    expect(names('banana').indexOf('Banana-nanica')).toBeLessThan(
      names('banana da terra frita').length ? 5 : Number.POSITIVE_INFINITY,
    );
    expect(first('pao de queijo')).toBe('Pão de queijo assado');
    expect(first('maçã')).toBe('Maçã fuji');
  });

  it('conhece nomes regionais', () => {
    // Three names of cassava: the same food, and a cassava (two misses would also be "equal").
    expect(first('aipim')).toMatch(/^Mandioca/);
    expect(first('macaxeira')).toBe(first('aipim'));
    expect(first('mandioca')).toBe(first('aipim'));
    expect(first('jerimum')).toMatch(/^Abóbora/);
    expect(first('cacetinho')).toBe('Pão francês');
    expect(first('mexerica')).toMatch(/Mexerica|Tangerina/);
  });

  it('prefere alimentos que casam com todas as palavras e, senão, responde algo próximo', () => {
    expect(first('suco de laranja')).toMatch(/^Suco de laranja/);
    expect(searchFoods(index, 'laranja quinoa', 5).length).toBeGreaterThan(0);
    expect(searchFoods(index, 'zzzz', 5)).toEqual([]);
  });
});
