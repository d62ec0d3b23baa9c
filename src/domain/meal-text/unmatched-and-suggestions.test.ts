import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { CONFIRM_BELOW_CONFIDENCE, needsConfirmation } from './confidence';
import { createMealTextAnalyzer } from './analyze-meal-text';

const analyze = createMealTextAnalyzer(loadCatalog());
const names = (text: string) => analyze(text).items.map((i) => i.foodName);

describe('precisão antes de cobertura: sem palpite mostrado como fato', () => {
  it('um sabor que o catálogo não tem ("bolo de maracujá") dá o alimento conhecido, marcado para conferir', () => {
    const [item, ...rest] = analyze('bolo de maracujá').items;
    expect(rest).toEqual([]);
    expect(item?.foodId).toBe('recipe-bolo-simples');
    expect(needsConfirmation(item?.confidence)).toBe(true);
  });

  it('um recheio que o catálogo não tem ("tapioca de frango") dá a tapioca e o recheio, os dois para conferir', () => {
    const items = analyze('tapioca de frango').items;
    expect(items.map((item) => item.foodId)).toEqual(['taco-551', 'taco-410']);
    expect(items.every((item) => needsConfirmation(item.confidence))).toBe(true);
  });

  it.each([
    ['pizza de frango'], // não é a pizza de muçarela do catálogo (nem Muçarela)
    ['x-tudo'], // não é o x-burguer
    ['temaki'], // nem a TACO nem o USDA do catálogo têm
    ['poke'],
  ])('"%s" vai para não reconhecidos', (text) => {
    const result = analyze(text);
    expect(result.items).toEqual([]);
    expect(result.unmatched).toEqual([text]);
  });

  it.each([
    ['salsicha', 'Salsicha'], // era Salsa crua
    ['1 porção de nachos', 'Nachos com queijo'], // era Peixe-porco cru
    ['1 colher de servir cheia de soja cozida', 'Soja cozida'], // era Refrigerante de limão
    ['coca zero', 'Refrigerante de cola zero'], // não é refrigerante de cola comum
    ['filé de tilápia grelhado', 'Tilápia grelhada'], // não é filé de frango
    ['pão de forma', 'Pão de forma branco'], // a TACO só tem o integral e o de aveia
  ])('"%s", que a TACO não tem, é o alimento do USDA, com a fonte dita (decisão 0025)', (text, name) => {
    expect(analyze(text).items).toEqual([expect.objectContaining({ foodName: name, foodSource: 'usda' })]);
  });

  it.each([
    ['queijo coalho', 'Queijo de coalho'], // era Muçarela, em silêncio; depois, não reconhecido
    ['1 colher de chá cheia de patê', 'Patê'], // era Chá-mate
    ['risoto', 'Risoto'], // era Ricota
    ['bolo de laranja', 'Bolo de laranja'], // não é outro bolo, nem o bolo simples
  ])('"%s", que nem a TACO nem o USDA têm, é o alimento do IBGE POF, com a fonte dita (decisão 0039)', (text, name) => {
    expect(analyze(text).items).toEqual([expect.objectContaining({ foodName: name, foodSource: 'ibge' })]);
  });

  it('nunca toma a medida como o alimento quando outro alimento vem depois', () => {
    expect(names('1 xícara de café de mini cenouras')).toEqual(['Cenoura crua']);
    expect(names('2 colheres de sopa de arroz')).toEqual(['Arroz branco cozido']);
    expect(names('1 colher de chá de açúcar')).toEqual(['Açúcar refinado']);
  });

  it('oferece até 3 alimentos semelhantes para a pessoa escolher, nunca vizinhos de grafia', () => {
    const { suggestions } = analyze('pizza de frango e salsicha');
    expect(suggestions).toEqual([
      {
        text: 'pizza de frango',
        foods: [
          expect.objectContaining({ foodName: 'Pizza de muçarela' }),
          expect.objectContaining({ foodName: 'Pizza (IBGE)' }),
          expect.objectContaining({ foodName: 'Pizza de calabresa' }),
        ],
      },
    ]); // "salsicha" é a do USDA, nunca salsinha
    expect(analyze('temaki').suggestions).toEqual([]);
  });

  it('continua perdoando erros de digitação de palavras que não existem', () => {
    expect(names('arros, fejão e bife')).toEqual([
      'Arroz branco cozido',
      'Feijão carioca cozido',
      'Contrafilé grelhado',
    ]);
  });

  it('pede confirmação quando o preparo dito não existe no catálogo', () => {
    const [item] = analyze('bisteca cozida').items;
    expect(item?.foodName).toBe('Bisteca de porco frita');
    expect(item?.confidence).toBeLessThan(CONFIRM_BELOW_CONFIDENCE);
  });
});
