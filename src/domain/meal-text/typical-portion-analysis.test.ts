import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';

const catalog = loadCatalog();
const analyze = createMealTextAnalyzer(catalog);
const summary = (text: string) =>
  analyze(text).items.map((i) => [i.foodName, i.quantity, i.unit, i.grams, i.portionSource]);

describe('descrições sem quantidade: porção típica (issue: metade voltava errada)', () => {
  it('lê o almoço mais comum do país com as quatro comidas e um prato de adulto', () => {
    const result = analyze('arroz, feijão, bife e salada');
    expect(summary('arroz, feijão, bife e salada')).toEqual([
      ['Arroz branco cozido', 5, 'colheres de sopa', 125, 'typical'],
      ['Feijão carioca cozido', 1, 'concha', 140, 'typical'],
      ['Contrafilé grelhado', 1, 'bife', 100, 'typical'],
      ['Salada de alface e tomate', 1, 'prato de salada', 75, 'typical'],
    ]);
    expect(result.totals.energyKcal).toBeGreaterThanOrEqual(450); // era 177 kcal, com o bife perdido
    expect(result.unmatched).toEqual([]);
  });

  it('usa a porção que se come, não uma colher: macarrão, estrogonofe, coxinha, pastel', () => {
    const grams = (text: string) => analyze(text).items[0]?.grams ?? 0;
    expect(grams('macarrão à bolonhesa')).toBeGreaterThanOrEqual(200); // era 50 g
    expect(grams('estrogonofe')).toBeGreaterThanOrEqual(150); // era 40 g
    expect(grams('coxinha')).toBeGreaterThanOrEqual(90); // era 50 g (coxinha de festa)
    expect(grams('pastel de carne')).toBeGreaterThanOrEqual(90); // era 32 g
  });

  it('marca a porção como típica só quando nada foi dito', () => {
    expect(analyze('arroz').items[0]?.portionSource).toBe('typical');
    expect(analyze('2 colheres de sopa de arroz').items[0]?.portionSource).toBe('described');
    expect(analyze('100 g de arroz').items[0]?.portionSource).toBe('described');
    expect(analyze('1 coxinha').items[0]?.portionSource).toBe('described');
  });

  it('não perde o frango da marmita nem a pizza do jantar (a receita de muçarela da TACO, 2 fatias da POF)', () => {
    expect(summary('marmita de frango grelhado com batata doce').map((i) => i[0])).toEqual([
      'Peito de frango grelhado',
      'Batata-doce cozida',
    ]);
    const jantar = analyze('jantei 2 fatias de pizza e uma coca lata');
    expect(jantar.items.map((i) => [i.foodName, i.foodSource, i.grams])).toEqual([
      ['Pizza de muçarela', 'recipe', 200], // 2 fatias de 100 g (POF)
      ['Refrigerante de cola', 'taco', 350],
    ]);
    expect(jantar.unmatched).toEqual([]);
    // A pizza the catalog lacks still goes to "não reconhecidos", never swapped for the muçarela one.
    expect(analyze('2 fatias de pizza de frango com catupiry').items).toEqual([]);
  });

  it('lê como comida a palavra que também é medida quando nada vem depois dela', () => {
    expect(summary('bife')[0]?.slice(0, 3)).toEqual(['Contrafilé grelhado', 1, 'bife']);
    expect(summary('pf com bife').map((i) => i[0])).toEqual(['Prato feito com bife']);
    expect(summary('1 copo de leite')[0]?.slice(0, 3)).toEqual(['Leite integral', 1, 'copo médio']);
  });

  it('uma contagem conta a unidade típica quando ela é uma unidade, e o plural sem número são duas', () => {
    expect(summary('2 coxinhas')[0]?.slice(1, 4)).toEqual([2, 'unidades grandes (de lanchonete)', 200]);
    expect(summary('ovos cozidos')[0]?.slice(0, 3)).toEqual(['Ovo de galinha cozido', 2, 'unidades']);
    expect(summary('ovos mexidos')[0]?.slice(0, 4)).toEqual(['Ovo mexido', 2, 'ovos', 86]); // the typical is already 2 eggs
    expect(summary('2 ovos mexidos')[0]?.slice(0, 4)).toEqual(['Ovo mexido', 2, 'ovos', 86]);
    expect(summary('2 coxas de frango')[0]?.slice(0, 3)).toEqual(['Coxa de frango assada', 2, 'coxas']);
  });

  it('conta omeletes pelos ovos e lê "copo de 200 ml" pelo volume', () => {
    expect(summary('omelete de 3 ovos')[0]?.slice(0, 4)).toEqual(['Omelete de queijo', 3, 'unidades', 195]);
    // The omelettes counted before the name, the eggs of each after it (a held-out chat message missed it).
    expect(summary('uma omelete de 2 ovos')[0]?.slice(0, 4)).toEqual(['Omelete de queijo', 2, 'unidades', 130]);
    expect(summary('2 omeletes de 2 ovos')[0]?.slice(0, 4)).toEqual(['Omelete de queijo', 4, 'unidades', 260]);
    expect(summary('1 copo de 200 ml de leite desnatado')[0]?.slice(0, 4)).toEqual(['Leite desnatado', 200, 'ml', 200]);
  });
});
