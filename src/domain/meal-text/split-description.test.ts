import { describe, expect, it } from 'vitest';
import { splitDescription } from './split-description';

const texts = (text: string) => splitDescription(text).map((pieces) => pieces.map((piece) => piece.text));

describe('splitDescription', () => {
  it.each([
    ['pão com ovo no café da manhã', [['pão', 'ovo']]],
    ['banana de manhã', [['banana']]],
    ['banana pela manhã', [['banana']]],
    ['banana à tarde', [['banana']]],
    ['pipoca à noite', [['pipoca']]],
    ['iogurte no lanche da tarde', [['iogurte']]],
    ['hoje de manhã tomei café', [['hoje tomei café']]],
  ])('drops when the meal was eaten, accented words included: %s', (text, expected) => {
    expect(texts(text)).toEqual(expected);
  });

  it('keeps words that only start like a meal word ("tardezinha" is not "tarde")', () => {
    expect(texts('bolo à tardezinha')).toEqual([['bolo à tardezinha']]);
  });

  it('drops the label before a colon and keeps what it lists', () => {
    expect(texts('cachorro quente: pão francês com salsicha')).toEqual([['pão francês', 'salsicha']]);
    expect(texts('churrasco: picanha, linguiça')).toEqual([['picanha'], ['linguiça']]);
    expect(texts('às 12:30 arroz')).toEqual([['às 12:30 arroz']]); // a time is not a label
  });

  it('drops the container a lunch came in', () => {
    expect(texts('marmita de frango grelhado com batata doce')).toEqual([['frango grelhado', 'batata doce']]);
    expect(texts('almocei uma quentinha com arroz e feijão')).toEqual([['almocei arroz', 'feijão']]);
  });

  it('reads "x salada" and "x burguer" as the sandwiches, not as "vezes" salada', () => {
    expect(texts('x salada e coca')).toEqual([['x-salada', 'coca']]);
    expect(texts('um x burguer')).toEqual([['um x-burguer']]);
    expect(texts('2 x arroz')).toEqual([['2 x arroz']]);
  });
});
