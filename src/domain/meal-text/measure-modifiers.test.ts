import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { createMealTextAnalyzer } from './analyze-meal-text';
import { FILL_FACTOR, SIZE_FACTOR } from './measure-modifiers';

const analyze = createMealTextAnalyzer(loadCatalog());
/** Items carry grams to two decimals. */
const r = (grams: number) => Math.round(grams * 100) / 100;
const item = (text: string) => {
  const [first] = analyze(text).items;
  return [first?.quantity, first?.unit, first?.grams];
};

describe('cheia, rasa, pequeno, grande… mudam os gramas', () => {
  it('a colher cheia é a da POF; rasa e bem cheia usam os fatores documentados', () => {
    expect(item('1 colher de sopa cheia de arroz')).toEqual([1, 'colher de sopa', 25]); // POF: colher de sopa cheia
    expect(item('1 colher de sopa rasa de arroz')).toEqual([1, 'colher de sopa rasa', r(25 * FILL_FACTOR.rasa)]);
    expect(item('1 colher de sopa bem cheia de arroz')).toEqual([1, 'colher de sopa bem cheia', r(25 * 1.25)]);
    expect(item('2 colheres de sopa rasas de farofa')).toEqual([2, 'colheres de sopa rasas', r(2 * 15 * 0.625)]);
  });

  it('usa a unidade pequena da POF quando ela existe, e o fator quando não', () => {
    expect(item('1 maçã pequena')).toEqual([1, 'unidade pequena', 90]); // POF: Maçã - unidade pequena
    expect(item('uma banana grande')).toEqual([1, 'unidade grande', r(75 * SIZE_FACTOR.grande)]);
    expect(item('2 pães pequenos')).toEqual([2, 'unidades pequenas', r(2 * 50 * SIZE_FACTOR.pequena)]);
  });

  it('fatia fina e grossa, concha pequena e grande', () => {
    expect(item('1 fatia fina de queijo')).toEqual([1, 'fatia fina', r(20 * SIZE_FACTOR.pequena)]);
    expect(item('1 fatia grossa de queijo')).toEqual([1, 'fatia grossa', r(20 * SIZE_FACTOR.grande)]);
    expect(item('1 concha grande de feijão')).toEqual([1, 'concha grande', r(140 * SIZE_FACTOR.grande)]);
    expect(item('uma pequena concha de feijão')).toEqual([1, 'concha pequena', r(140 * SIZE_FACTOR.pequena)]);
  });

  it('meia concha e "média" não mudam a medida', () => {
    expect(item('meia concha de feijão')).toEqual([0.5, 'concha', 70]);
    expect(item('1 concha média de feijão')).toEqual([1, 'concha', 140]);
  });
});
