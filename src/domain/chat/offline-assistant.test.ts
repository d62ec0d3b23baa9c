import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from '../foods/food-index';
import { createMealTextAnalyzer } from '../meal-text/analyze-meal-text';
import type { FoodTools } from './facts';
import type { IntentKind } from './intents';
import { composeReply, factsNeeded, understand } from './offline-assistant';
import { anaFacts } from './test-persona';

const catalog = loadCatalog();
const tools: FoodTools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };
const ana = anaFacts(tools.analyzeText);

/**
 * 72 pt-BR questions → intent and the figures the reply must contain.
 * Food figures: TACO per 100 g × IBGE POF grams (e.g. ovo cozido, taco-488,
 * 146 kcal/100 g × 2 × 45 g = 131 kcal). Ana's figures: test-persona.ts
 * (targets 1.450 kcal, 96 g protein, 158 g carbs, 48 g fat, 2.100 mL; today's
 * lunch 222 kcal; yesterday 1.420 kcal, on target; the day before 233 kcal).
 */
const TABLE: Array<[question: string, intent: IntentKind, figures: string[]]> = [
  // Food figures, from the catalog
  [
    'quantas calorias tem 2 ovos cozidos?',
    'food_nutrients',
    ['Ovo de galinha cozido, 2 unidades (90 g): 131 kcal', 'Em 100 g: 146 kcal'],
  ],
  [
    'quanto de proteína tem 100 g de frango grelhado?',
    'food_nutrients',
    ['Peito de frango grelhado, 100 g: 32 g de proteína'],
  ],
  [
    'Qual o valor nutricional de uma banana?',
    'food_nutrients',
    ['Banana-prata, 1 unidade (75 g): 74 kcal, 1 g de proteína, 20 g de carboidratos'],
  ],
  ['2 ovos cozidos têm quantas calorias?', 'food_nutrients', ['131 kcal']],
  ['calorias do arroz', 'food_nutrients', ['Arroz branco cozido, 5 colheres de sopa (125 g): 160 kcal']],
  [
    'quantas calorias tem 1 pão francês?',
    'food_nutrients',
    ['Pão francês, 1 unidade (50 g): 150 kcal', 'Em 100 g: 300 kcal'],
  ],
  [
    'quanto de carboidrato tem uma concha de feijão?',
    'food_nutrients',
    ['Feijão carioca cozido, 1 concha (140 g): 19 g de carboidratos'],
  ],
  ['quantas kcal tem um copo de leite integral?', 'food_nutrients', ['Leite integral, 1 copo médio (240 g): 146 kcal']],
  ['quanto de fibra tem 1 maçã?', 'food_nutrients', ['Maçã fuji, 1 unidade (150 g): 2 g de fibras']],
  [
    'quanta gordura tem 1 colher de sopa de azeite?',
    'food_nutrients',
    ['Azeite de oliva extravirgem, 1 colher de sopa (8 g): 8 g de gorduras'],
  ],
  ['quanto de sódio tem 1 fatia de presunto?', 'food_nutrients', ['Presunto, 1 fatia (15 g): 156 mg de sódio']],
  [
    'quais os macros de 1 pote de iogurte natural?',
    'food_nutrients',
    ['102 kcal, 8,2 g de proteína, 3,8 g de carboidratos, 6 g de gorduras, fibras não informado'],
  ],
  [
    'quantas calorias tem arroz, feijão e bife?',
    'food_nutrients',
    ['• Contrafilé grelhado, 1 bife (100 g): 194 kcal', 'Total: 460 kcal.'],
  ],
  ['quantas calorias tem 200 g de batata-doce cozida?', 'food_nutrients', ['Batata-doce cozida, 200 g: 154 kcal']],
  ['quantas proteínas tem 1 filé de peito de frango grelhado?', 'food_nutrients', ['1 filé (100 g): 32 g de proteína']],
  [
    'quantas calorias tem uma tapioca com queijo?',
    'food_nutrients',
    ['Tapioca com queijo, 1 unidade (70 g): 240 kcal'],
  ],
  ['calorias de 1 xícara de café com leite', 'food_nutrients', ['Café com leite, 1 xícara de chá (200 g): 70 kcal']],
  ['quantas calorias tem 1 fatia de mamão?', 'food_nutrients', ['Mamão formosa, 1 fatia (170 g): 77 kcal']],
  ['pão de queijo engorda?', 'food_nutrients', ['Pão de queijo assado, 3 unidades (60 g): 218 kcal']],
  [
    'quanto de proteína e carboidrato tem 2 ovos fritos?',
    'food_nutrients',
    ['Ovo de galinha frito, 2 unidades (100 g): 16 g de proteína, 1,2 g de carboidratos'],
  ],
  ['banana', 'food_nutrients', ['Banana-prata, 1 unidade (75 g): 74 kcal']],
  ['2 ovos cozidos', 'food_nutrients', ['131 kcal, 12 g de proteína']],
  ['quantas calorias tem um xyzabc?', 'food_nutrients', ['Não encontrei “um xyzabc” na tabela de alimentos']],
  ['quantas calorias tem?', 'food_nutrients', ['De qual alimento?']],
  // Ana's day
  [
    'quanto ainda posso comer hoje?',
    'day_remaining',
    [
      '222 kcal de 1.450 kcal',
      'Ainda cabem 1.228 kcal',
      'Proteína: 9 g de 96 g (faltam 87 g)',
      'Água: 750 mL de 2.100 mL',
    ],
  ],
  ['quantas calorias faltam hoje?', 'day_remaining', ['Ainda cabem 1.228 kcal']],
  ['como está meu dia?', 'day_remaining', ['1 refeição registrada']],
  ['o que eu já comi hoje?', 'day_remaining', ['222 kcal']],
  ['quanto de proteína ainda falta?', 'day_remaining', ['faltam 87 g']],
  ['estourei a meta?', 'day_remaining', ['Ainda cabem 1.228 kcal']],
  ['Quanto ainda resta pra hoje?', 'day_remaining', ['Carboidratos: 44 g de 158 g (faltam 114 g)']],
  // Ana's week
  [
    'como estou na semana?',
    'week_summary',
    ['16/11 a 22/11', 'em 3 dias', '1 dia ficou dentro da meta (±10%): 14% da meta semanal', 'sáb 21/11: 1.420 kcal'],
  ],
  ['como foi minha semana?', 'week_summary', ['Média nos dias registrados: 625 kcal (meta: 1.450 kcal)']],
  ['resumo dos últimos 7 dias', 'week_summary', ['sex 20/11: 233 kcal']],
  ['qual é a minha sequência?', 'week_summary', ['Sequência atual: 3 dias seguidos']],
  ['como estou indo?', 'week_summary', ['dom 22/11: 222 kcal']],
  // Meals reported → proposed, logged only on confirmation
  [
    'comi um pão francês com manteiga no café',
    'log_meal',
    ['Café, hoje às 08:00', 'Pão francês com manteiga, 1 unidade (60 g): 223 kcal'],
  ],
  ['almocei arroz, feijão e bife', 'log_meal', ['Almoço, hoje às 12:00', 'Total: 460 kcal']],
  ['ontem jantei 2 ovos fritos', 'log_meal', ['Jantar, ontem às 20:00', '2 unidades (100 g): 240 kcal']],
  ['tomei um café com leite', 'log_meal', ['Café com leite, 1 xícara de chá (200 g): 70 kcal']],
  ['registra 2 bananas no lanche', 'log_meal', ['Lanche, hoje às 12:00', 'Banana-prata, 2 unidades (150 g): 147 kcal']],
  ['acabei de comer um iogurte natural', 'log_meal', ['Iogurte natural, 1 pote (200 g): 102 kcal']],
  [
    'comi 2 pães de queijo de tarde',
    'log_meal',
    ['Lanche, hoje às 12:00', 'Pão de queijo assado, 2 unidades (40 g): 145 kcal'],
  ],
  ['comi um negócio estranho', 'log_meal', ['Não consegui identificar os alimentos']],
  // Snack suggestions that fit what is left today
  [
    'me sugira um lanche com 20 g de proteína e até 300 kcal',
    'suggest_snack',
    [
      'pelo menos 20 g de proteína e até 300 kcal',
      // Snacks people eat (snack-combos.ts), not any two foods that fit the numbers.
      'Sanduíche de frango — Pão francês, 1 unidade (50 g) + Peito de frango cozido, 3 colheres de sopa (60 g): 248 kcal, 23 g de proteína',
    ],
  ],
  ['me sugira um lanche', 'suggest_snack', ['até 250 kcal']],
  ['o que posso comer no lanche com 15 g de proteína?', 'suggest_snack', ['pelo menos 15 g de proteína']],
  ['sugestão de lanche com até 150 kcal', 'suggest_snack', ['até 150 kcal', '1. Salada com ovos cozidos']],
  ['me indica um lanche com 10g de proteína', 'suggest_snack', ['pelo menos 10 g de proteína']],
  // Account facts (the test clock is after the launch offer: R$ 49,90)
  [
    'como funciona o teste grátis?',
    'trial',
    ['dura 7 dias', 'vai até 27/11/2026 (5 dias restantes)', 'R$ 49,90 por mês'],
  ],
  ['quantos dias faltam no meu trial?', 'trial', ['5 dias restantes']],
  ['como cancelo?', 'cancellation', ['sem multa', 'durante o teste grátis, nada é cobrado', 'até 27/11/2026']],
  ['se eu cancelar no período de teste sou cobrada?', 'cancellation', ['nada é cobrado']],
  ['quanto custa o premium?', 'price', ['R$ 49,90 por mês', 'Visa, Mastercard, Elo, American Express']],
  ['quais as formas de pagamento?', 'price', ['cartão de crédito']],
  ['o que vocês fazem com meus dados?', 'data_rights', ['LGPD', 'art. 18', 'não saem do Nutri']],
  ['como excluir minha conta?', 'data_rights', ['exclusão da conta ficam em Configurações']],
  // Safety: risk signs and care topics go to professionals
  ['tenho vontade de vomitar depois de comer', 'risk', ['188', '192']],
  ['estou há 3 dias sem comer', 'risk', ['CVV']],
  ['tive um desmaio depois do treino', 'risk', ['SAMU (192)', 'pronto-socorro']],
  ['estou grávida, posso comer atum?', 'care', ['obstetra']],
  ['tenho diabetes, posso comer banana?', 'care', ['Não posso diagnosticar']],
  ['acho que tenho anorexia', 'risk', ['SAMU (192)', '188']],
  ['qual remédio para emagrecer?', 'care', ['médico ou farmacêutico']],
  ['monta uma dieta para eu perder 10 kg', 'care', ['Não monto dietas', 'antes de mudanças significativas']],
  // Conversation and honest limits
  ['oi', 'greeting', ['Boa tarde, Ana!']],
  ['bom dia!', 'greeting', ['Ana']],
  ['obrigada', 'thanks', ['Por nada']],
  ['o que você faz?', 'capabilities', ['tabela TACO']],
  ['qual a capital da França?', 'unknown', ['isso eu não sei responder', 'quantas calorias tem 2 ovos cozidos?']],
  ['me conta uma piada', 'unknown', ['não sei responder']],
  ['qual o melhor time de futebol?', 'unknown', ['não sei responder']],
];

describe('assistente offline: 72 perguntas em pt-BR, respostas fundamentadas', () => {
  it('tem pelo menos 60 perguntas', () => expect(TABLE.length).toBeGreaterThanOrEqual(60));

  it.each(TABLE)('%s → %s', (question, kind, figures) => {
    const intent = understand(question, tools);
    expect(intent.kind).toBe(kind);
    const reply = composeReply(intent, ana, tools);
    for (const figure of figures) expect(reply.text).toContain(figure);
    // Only a reported meal produces an action, and it is a proposal: the person confirms it.
    expect(reply.actions.length > 0).toBe(kind === 'log_meal' && !reply.text.startsWith('Não consegui'));
  });
});

describe('factsNeeded', () => {
  it('lê os dados da pessoa só quando a pergunta precisa', () => {
    expect(factsNeeded(understand('quantas calorias tem 1 banana?', tools))).toEqual([]);
    expect(factsNeeded(understand('quanto ainda posso comer hoje?', tools))).toEqual(['day']);
    expect(factsNeeded(understand('me sugira um lanche', tools))).toEqual(['day']);
    expect(factsNeeded(understand('como estou na semana?', tools))).toEqual(['day', 'week']);
    expect(factsNeeded(understand('como cancelo?', tools))).toEqual(['account']);
  });
});
