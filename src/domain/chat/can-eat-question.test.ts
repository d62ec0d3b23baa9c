import { describe, expect, it } from 'vitest';
import { readCanEat } from './can-eat-question';
import { readQuestion } from './question-text';

const read = (text: string) => readCanEat(readQuestion(text))?.foodText ?? null;

describe('readCanEat: "posso comer X?" como as pessoas escrevem', () => {
  it.each([
    ['posso comer pizza hoje?', 'pizza'],
    ['da pra comer um brigadeiro?', 'um brigadeiro'],
    ['posso tomar uma cerveja?', 'uma cerveja'],
    ['posso comer 2 fatias de pizza no jantar', '2 fatias de pizza'],
    ['posso come pizza hj', 'pizza'],
    ['poso comer uma coxinha?', 'uma coxinha'],
    ['dá pra tomar uma taça de vinho hoje?', 'uma taça de vinho'],
    ['ainda cabe um brigadeiro?', 'um brigadeiro'],
    ['uma fatia de pizza, posso?', 'uma fatia de pizza'],
    ['tudo bem comer um hambúrguer hoje à noite?', 'um hambúrguer'],
    ['posso comer uma banana antes do treino?', 'uma banana'],
    ['posso uma cerveja?', 'uma cerveja'],
    ['e se eu comer pizza?', 'pizza'],
    ['Nutri, será que posso comer um pão de queijo?', 'um pão de queijo'],
  ])('%s → %s', (text, food) => {
    expect(read(text)).toBe(food);
  });

  it.each([
    'o que posso comer hoje?',
    'quanto ainda posso comer?',
    'posso comer mais alguma coisa?',
    'posso comer carboidrato à noite?',
    'tô com fome, o que posso comer?',
    'posso comer antes do treino?',
    'quantas calorias tem uma pizza?',
    'comi pizza',
  ])('%s → não é "posso comer X"', (text) => {
    expect(read(text)).toBeNull();
  });
});
