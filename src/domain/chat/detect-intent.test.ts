import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from '../foods/food-index';
import { createMealTextAnalyzer } from '../meal-text/analyze-meal-text';
import { detectIntent, snackLimits } from './detect-intent';
import { composeReply } from './offline-assistant';
import { readQuestion } from './question-text';
import { reportedInstant } from './reply-log-meal';
import { ANA_NOW, anaFacts } from './test-persona';

describe('detectIntent', () => {
  it('mantém os acentos das palavras de alimento e nomeia os números pedidos', () => {
    expect(detectIntent('Quanto de proteína e fibra tem 1 pão francês?')).toEqual({
      kind: 'food_nutrients',
      foodText: '1 pão francês',
      focus: ['proteinG', 'fiberG'],
    });
    expect(readQuestion('  PÃO   Francês ').key).toBe('pao frances');
  });

  it('lê uma refeição relatada: a refeição pelo verbo ou pela expressão, "café" como bebida a menos que seja a refeição', () => {
    expect(detectIntent('comi um pão francês com manteiga no café')).toMatchObject({
      foodText: 'um pão francês com manteiga',
      slot: 'cafe',
      yesterday: false,
    });
    expect(detectIntent('tomei café com leite')).toMatchObject({ foodText: 'café com leite', slot: null });
    expect(detectIntent('ontem jantei arroz e feijão')).toMatchObject({ slot: 'jantar', yesterday: true });
    expect(detectIntent('tomei café com leite e comi 2 pães de queijo de manhã')).toMatchObject({
      foodText: 'café com leite e 2 pães de queijo',
      slot: 'cafe',
    });
  });

  it('lê limites de lanche em gramas de proteína e kcal', () => {
    expect(snackLimits('me sugira um lanche com 20 g de proteina e ate 300 kcal')).toEqual({
      minProteinG: 20,
      maxEnergyKcal: 300,
    });
    expect(snackLimits('lanche com proteina de pelo menos 12,5 g')).toEqual({ minProteinG: 12.5, maxEnergyKcal: null });
  });

  it('segurança primeiro: um sinal de risco vence uma pergunta sobre comida', () => {
    expect(detectIntent('quantas calorias tem um laxante? quero vomitar tudo')).toMatchObject({ kind: 'risk' });
    expect(detectIntent('tenho diabetes, quantas calorias tem 1 banana?')).toEqual({
      kind: 'care',
      topic: 'condition',
    });
  });
});

describe('refeições propostas', () => {
  const catalog = loadCatalog();
  const tools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };

  it('propõe alimentos e gramas do catálogo, no horário habitual da refeição nomeada', () => {
    const reply = composeReply(
      detectIntent('comi um pão francês com manteiga no café'),
      anaFacts(tools.analyzeText),
      tools,
    );
    expect(reply.actions).toEqual([
      {
        kind: 'log_meal',
        meal: {
          slot: 'cafe',
          eatenAt: '2026-11-22T11:00:00.000Z', // 08:00 in São Paulo
          items: [
            {
              foodId: 'recipe-pao-com-manteiga',
              foodName: 'Pão francês com manteiga',
              quantity: 1,
              unit: 'unidade',
              grams: 60,
              energyKcal: 222.6,
              foodSource: 'recipe', // shown as "Receita (TACO)" on the card
            },
          ],
          totals: expect.objectContaining({ energyKcal: 222.6 }),
          unmatched: [],
        },
      },
    ]);
  });

  it('usa agora para a refeição que está acontecendo e ontem só quando dito', () => {
    expect(reportedInstant(null, false, ANA_NOW)).toEqual({ slot: 'almoco', eatenAt: ANA_NOW });
    expect(reportedInstant('almoco', false, ANA_NOW).eatenAt).toEqual(ANA_NOW);
    expect(reportedInstant('jantar', true, ANA_NOW).eatenAt.toISOString()).toBe('2026-11-21T23:00:00.000Z');
    expect(reportedInstant('jantar', false, ANA_NOW).eatenAt).toEqual(ANA_NOW);
  });
});
