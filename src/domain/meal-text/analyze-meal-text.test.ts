import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';

const analyze = createMealTextAnalyzer(loadCatalog());
const items = (text: string) => analyze(text).items.map((i) => [i.foodName, i.quantity, i.unit, i.grams]);

describe('analyzeMealText', () => {
  it('lê um almoço com separadores e porções padrão', () => {
    const result = analyze('arroz, feijão, um bife grelhado e salada');
    expect(result.items.map((i) => i.foodName)).toEqual([
      'Arroz branco cozido',
      'Feijão carioca cozido',
      'Contrafilé grelhado',
      'Salada de alface e tomate',
    ]);
    expect(result.unmatched).toEqual([]);
  });

  it('lê pratos como um item só e quantidades por extenso', () => {
    expect(items('2 pães franceses com manteiga e um café com leite')).toEqual([
      ['Pão francês com manteiga', 2, 'unidades', 120],
      ['Café com leite', 1, 'xícara de chá', 200],
    ]);
  });

  it('converte medidas caseiras em gramas da POF do IBGE', () => {
    expect(items('2 colheres de sopa de arroz')).toEqual([['Arroz branco cozido', 2, 'colheres de sopa', 50]]);
    expect(items('uma concha de feijão')).toEqual([['Feijão carioca cozido', 1, 'concha', 140]]);
    expect(items('uma xícara e meia de café')[0]?.slice(1)).toEqual([1.5, 'xícaras de chá', 300]);
  });

  it('lê números em algarismos, por extenso e em frações', () => {
    expect(items('1,5 xícara de leite')[0]?.[3]).toBe(300);
    expect(
      items('1/2 abacate')[0] // IBGE: unidade média 430 g
        ?.slice(1),
    ).toEqual([0.5, 'unidade', 215]);
    expect(items('meia dúzia de ovos')[0]?.slice(1, 2)).toEqual([6]);
    expect(items('duas bananas')[0]?.slice(0, 2)).toEqual(['Banana-prata', 2]);
    expect(items('2 a 3 colheres de sopa de farofa')[0]?.[1]).toBe(2.5);
  });

  it('lê unidades antes ou depois do alimento', () => {
    expect(items('200g de frango grelhado')).toEqual([['Peito de frango grelhado', 200, 'g', 200]]);
    expect(items('frango grelhado 150 g')).toEqual([['Peito de frango grelhado', 150, 'g', 150]]);
    expect(items('300 ml de suco de laranja')[0]?.slice(1)).toEqual([300, 'ml', 300]);
    expect(items('0,5 l de leite')[0]?.slice(1)).toEqual([500, 'ml', 500]);
  });

  it('escolhe o item do catálogo pelo preparo', () => {
    expect(items('ovo frito')[0]?.[0]).toBe('Ovo de galinha frito');
    expect(items('ovo cozido')[0]?.[0]).toBe('Ovo de galinha cozido');
    expect(items('mandioca frita')[0]?.[0]).toBe('Mandioca frita');
    expect(items('batata cozida')[0]?.[0]).toMatch(/cozida/);
  });

  it('aceita "+", quebras de linha e o que as pessoas escrevem em volta do alimento', () => {
    const result = analyze('comi tapioca com queijo + suco de maracujá\n1 banana no café da manhã');
    expect(result.items.map((i) => i.foodName)).toEqual([
      'Tapioca com queijo',
      expect.stringMatching(/^Suco de maracujá/),
      'Banana-prata',
    ]);
  });

  it('nunca descarta o que não consegue localizar', () => {
    const result = analyze('temaki com brócolis e poke');
    expect(result.items.map((i) => i.foodName)).toEqual(['Brócolis cozido']);
    expect(result.unmatched).toEqual(['temaki', 'poke']);
  });

  it('marca para confirmação os pesos de medida estimados', () => {
    // No food of IBGE's apple rows was weighed by the ladle: the weight is an estimate.
    const [item] = analyze('1 concha de maçã').items;
    expect(item?.confidence).toBeLessThan(0.8);
  });

  it('usa o peso que o IBGE mediu para o mesmo alimento da POF quando o da TACO não tem a medida', () => {
    // TACO's rice has no "copo"; IBGE weighed a copo médio of rice (food 6300101) at 200 g.
    const [item] = analyze('1 copo médio de arroz').items;
    expect(item).toMatchObject({ foodName: 'Arroz branco cozido', grams: 200, confidence: 1 });
  });

  it('soma os totais dos itens e diz quais são parciais', () => {
    const result = analyze('um copo de leite e 1 pão francês');
    const energy = result.items.reduce((sum, i) => sum + (i.nutrients.energyKcal ?? 0), 0);
    expect(result.totals.energyKcal).toBeCloseTo(energy, 5);
    expect(result.incompleteNutrients).toContain('fiberG'); // TACO gives no fibre for milk ("NA")
  });
});
