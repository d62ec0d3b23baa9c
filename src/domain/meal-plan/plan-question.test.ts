import { describe, expect, it } from 'vitest';
import { readPlanQuestion } from './plan-question';

describe('readPlanQuestion', () => {
  it.each([
    ['o que tem no jantar de hoje?', { offset: 0 }, 'jantar'],
    ['qual o almoço de amanhã?', { offset: 1 }, 'almoco'],
    ['Qual é o café da manhã de amanhã?', { offset: 1 }, 'cafe'],
    ['jantar de hoje', { offset: 0 }, 'jantar'],
    ['o que tem pro lanche de quarta?', { weekday: 3 }, 'lanche'],
    ['cardápio de hoje', { offset: 0 }, null],
    ['cardápio', { offset: 0 }, null],
    ['qual o meu cardápio de sábado?', { weekday: 6 }, null],
    ['o que tem no plano alimentar pro jantar depois de amanhã?', { offset: 2 }, 'jantar'],
  ])('"%s" pergunta pelo plano', (text, day, slot) => {
    expect(readPlanQuestion(text)).toEqual({ kind: 'plan_show', day, slot });
  });

  it.each([
    'monte meu cardápio',
    'monte meu cardápio da semana',
    'faz um plano alimentar pra mim',
    'quero um cardápio',
  ])('"%s" pede um plano', (text) => {
    expect(readPlanQuestion(text)).toEqual({ kind: 'plan_make' });
  });

  it.each([
    'o que comi no jantar de hoje?',
    'jantei arroz e feijão',
    'posso comer pizza no jantar de hoje?',
    'troca o almoço de quarta',
    'quanto custa o plano premium?',
    'cancelar meu plano',
    'qual o melhor almoço para emagrecer?',
    'quantas calorias tem arroz?',
    'estou grávida, monte meu cardápio',
    'quero vomitar depois do jantar de hoje',
  ])('"%s" não é do plano', (text) => {
    expect(readPlanQuestion(text)).toBeNull();
  });
});
