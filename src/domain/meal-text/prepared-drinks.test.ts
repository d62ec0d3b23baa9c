import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';

const analyze = createMealTextAnalyzer(loadCatalog());
const read = (text: string) => analyze(text).items.map((item) => `${item.foodName} ${item.grams} g`);

describe('bebidas feitas de pó (issue 24)', () => {
  it.each([
    ['capuccino', ['Café tipo capuccino 150 g']],
    ['1 caneca de capuccino', ['Café tipo capuccino 300 g']],
    ['um copo de achocolatado', ['Leite achocolatado 240 g']],
    ['nescau', ['Leite achocolatado 240 g']],
  ])('"%s" é a bebida pronta, não 100 g de pó', (text, expected) => {
    expect(read(text)).toEqual(expected);
  });

  it.each([
    ['cappuccino em pó', 'Cappuccino em pó'],
    ['2 colheres de sopa de nescau', 'Achocolatado em pó'],
    ['20 g de achocolatado', 'Achocolatado em pó'],
  ])('"%s" é o pó: a pessoa disse "pó", ou mediu com a colher ou em gramas', (text, name) => {
    expect(analyze(text).items[0]?.foodName).toBe(name);
  });

  it('o pó mexido em outra coisa continua pó: "leite com nescau" não conta o leite duas vezes', () => {
    expect(analyze('leite com nescau').items.map((item) => item.foodName)).toEqual([
      'Leite integral',
      'Achocolatado em pó',
    ]);
  });
});

describe('medidas da POF que faltavam (garrafa, pacote, garfada…) e nomes da POF com medida dentro', () => {
  it.each([
    ['1 garrafa de cerveja', 'Cerveja pilsen'],
    ['1 garrafa de 600 ml de cerveja', 'Cerveja pilsen'],
    ['1 garfada de arroz', 'Arroz branco cozido'],
    ['1 pacote de miojo', 'Macarrão instantâneo'],
    ['1 barra de chocolate', 'Chocolate ao leite'],
    ['barra de chocolate', 'Chocolate ao leite'],
  ])('"%s" → %s', (text, name) => {
    expect(analyze(text)).toMatchObject({ unmatched: [], items: [expect.objectContaining({ foodName: name })] });
  });

  it('a garrafa de volume dito pesa o volume dito', () => {
    expect(analyze('1 garrafa de 600 ml de cerveja').items[0]?.grams).toBe(600);
  });
});
