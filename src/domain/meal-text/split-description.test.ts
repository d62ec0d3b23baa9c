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
  ])('descarta quando a refeição foi feita, inclusive palavras acentuadas: %s', (text, expected) => {
    expect(texts(text)).toEqual(expected);
  });

  it('mantém palavras que só começam como uma palavra de refeição ("tardezinha" não é "tarde")', () => {
    expect(texts('bolo à tardezinha')).toEqual([['bolo à tardezinha']]);
  });

  it('descarta o rótulo antes dos dois-pontos e mantém o que ele lista', () => {
    expect(texts('cachorro quente: pão francês com salsicha')).toEqual([['pão francês', 'salsicha']]);
    expect(texts('churrasco: picanha, linguiça')).toEqual([['picanha'], ['linguiça']]);
    expect(texts('às 12:30 arroz')).toEqual([['às 12:30 arroz']]); // a time is not a label
  });

  it('descarta a embalagem em que o almoço veio', () => {
    expect(texts('marmita de frango grelhado com batata doce')).toEqual([['frango grelhado', 'batata doce']]);
    // A prato feito whose rice or beans are listed is described item by item; with only the meat, it is the dish.
    expect(texts('prato feito com arroz, feijão e bife')).toEqual([['arroz'], ['feijão', 'bife']]);
    expect(texts('pf com arroz feijão e frango')).toEqual([['arroz feijão', 'frango']]);
    expect(texts('prato feito com bife')).toEqual([['prato feito', 'bife']]);
    expect(texts('almocei uma quentinha com arroz e feijão')).toEqual([['almocei arroz', 'feijão']]);
  });

  it('lê "x salada" e "x burguer" como os sanduíches, não como "vezes" salada', () => {
    expect(texts('x salada e coca')).toEqual([['x-salada', 'coca']]);
    expect(texts('um x burguer')).toEqual([['um x-burguer']]);
    expect(texts('2 x arroz')).toEqual([['2 x arroz']]);
  });
});
