import { describe, expect, it } from 'vitest';
import { readQuestion } from './question-text';
import { readSubstitution } from './substitute-question';

const read = (text: string) => readSubstitution(readQuestion(text));

describe('readSubstitution: trocas como as pessoas escrevem', () => {
  it.each([
    ['posso trocar o arroz por batata doce?', 'arroz', 'batata doce'],
    ['trocar arroz por batata doce', 'arroz', 'batata doce'],
    ['substituir pão por tapioca', 'pão', 'tapioca'],
    ['subistituir arroz por macarrão', 'arroz', 'macarrão'],
    ['trokar pao por cuscuz', 'pao', 'cuscuz'],
    ['da pra trocar o pão do café por tapioca?', 'pão', 'tapioca'],
    ['posso comer batata doce no lugar do arroz?', 'arroz', 'batata doce'],
    ['em vez de arroz, batata doce?', 'arroz', 'batata doce'],
    ['o arroz pode ser trocado por batata?', 'arroz', 'batata'],
    ['trocar 2 pães por tapioca', '2 pães', 'tapioca'],
  ])('%s → %s por %s', (text, from, to) => {
    expect(read(text)).toEqual({ from, to });
  });

  it.each([
    ['o que posso comer no lugar do pão?', 'pão'],
    ['o que comer em vez de pão?', 'pão'],
    ['qual o substituto do pão?', 'pão'],
    ['o que substitui o arroz?', 'arroz'],
    ['troco o arroz pelo que?', 'arroz'],
    ['alternativa pro arroz', 'arroz'],
    ['substituir o arroz', 'arroz'],
  ])('%s → opções para %s', (text, from) => {
    expect(read(text)).toEqual({ from, to: null });
  });

  it.each(['me dá opções de lanche', 'posso comer pizza hoje?', 'tapioca ou pão integral?', 'comi arroz e feijão'])(
    '%s → não é uma troca',
    (text) => {
      expect(read(text)).toBeNull();
    },
  );
});
