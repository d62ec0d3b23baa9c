import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from '../foods/food-index';
import { createMealTextAnalyzer } from '../meal-text/analyze-meal-text';
import { mealOf, type FoodTools, type PersonFacts } from './facts';
import type { IntentKind } from './intents';
import { composeReply, factsNeeded, understand } from './offline-assistant';
import { anaFacts } from './test-persona';

const catalog = loadCatalog();
const tools: FoodTools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };
const ana = anaFacts(tools.analyzeText);
/** Ana with only `left` kcal of her 1.450 kcal target left today. */
const withLeft = (left: number): PersonFacts => ({
  ...ana,
  day: { ...ana.day!, energyKcal: (ana.day!.energyTargetKcal ?? 0) - left },
});

/**
 * Comparisons, hunger and workouts, answered from the catalog (TACO per 100 g
 * × IBGE POF grams) and Ana's day (1.228 kcal left, test-persona.ts).
 */
const TABLE: Array<[question: string, intent: IntentKind, figures: string[]]> = [
  [
    'tapioca ou pão integral?',
    'compare_foods',
    [
      'Tapioca com manteiga × Pão de forma integral',
      'Tapioca com manteiga, 1 unidade (50 g): 174 kcal',
      'Pão de forma integral, 1 fatia (25 g): 63 kcal',
      'Pão de forma integral tem mais proteína (9,4 g contra 0,1 g) e mais fibras (6,9 g contra 0 g)',
      'Tapioca com manteiga tem mais calorias (348 kcal contra 253 kcal)',
    ],
  ],
  [
    'qual tem mais proteína, ovo ou frango?',
    'compare_foods',
    ['Peito de frango grelhado tem mais proteína (32 g contra 13 g)', 'Ovo de galinha cozido, 1 unidade (45 g): 6 g'],
  ],
  [
    'arroz integral ou branco?',
    'compare_foods',
    [
      'Arroz integral cozido × Arroz branco cozido',
      'mais fibras (2,7 g contra 1,6 g)',
      'parecidos em calorias e proteína',
    ],
  ],
  [
    'qual engorda mais, tapioca ou pão?',
    'compare_foods',
    ['Tapioca com manteiga tem mais calorias (348 kcal contra 300 kcal)'],
  ],
  [
    'quantas calorias tem arroz ou feijão?',
    'compare_foods',
    ['Arroz branco cozido tem mais calorias (128 kcal contra 76 kcal)'],
  ],
  ['leite integral ou desnatado?', 'compare_foods', ['Sem comparação de fibras: a TACO não informa o valor']],
  [
    'pizza ou hambúrguer?',
    'compare_foods',
    ['Pizza de muçarela, 2 fatias (200 g): 575 kcal', 'Hambúrguer bovino grelhado, 1 unidade (56 g): 118 kcal'],
  ],
  ['qual é melhor, xyzabc ou qwerty?', 'compare_foods', ['Não encontrei “xyzabc” nem “qwerty”']],
  [
    'estou com muita fome',
    'hunger',
    [
      'Hoje ainda cabem 1.228 kcal',
      '1. Salada com ovos cozidos — Salada de alface e tomate, 1 prato de salada (75 g) + Ovo de galinha cozido, 2 unidades (90 g): 141 kcal, 13 g de proteína',
      '2. Iogurte natural com morangos',
    ],
  ],
  ['tô com fome, o que posso comer?', 'hunger', ['Opções que saciam']],
  [
    'o que comer antes do treino?',
    'workout_snack',
    [
      'Antes do treino',
      '1. Banana com aveia, 1 porção da receita (90 g): 133 kcal, 29 g de carboidratos',
      '2. Pão com mel — Pão francês, 1 unidade (50 g) + Mel de abelha, 1 colher de sopa (15 g): 196 kcal, 42 g de carboidratos',
      'Academy of Nutrition and Dietetics',
    ],
  ],
  [
    'o que posso comer depois da academia?',
    'workout_snack',
    [
      'Depois do treino, combine proteína com carboidrato',
      'Sanduíche de frango — Pão francês, 1 unidade (50 g) + Peito de frango cozido, 3 colheres de sopa (60 g): 248 kcal, 29 g de carboidratos, 23 g de proteína',
    ],
  ],
  ['o que comer no dia de treino?', 'workout_snack', ['Antes do treino', 'Depois do treino']],
  // Negatives: what these intents must not take.
  ['sim ou não?', 'unknown', ['não sei responder']],
  ['não sinto fome', 'unknown', ['não sei responder']],
  ['comi arroz e feijão', 'log_meal', ['Arroz com feijão, 1 porção da receita (230 g): 222 kcal']],
];

describe('assistente offline: comparações, fome e treinos', () => {
  it.each(TABLE)('%s → %s', (question, kind, figures) => {
    const intent = understand(question, tools);
    expect(intent.kind).toBe(kind);
    const reply = composeReply(intent, ana, tools);
    for (const figure of figures) expect(reply.text).toContain(figure);
  });

  it('nunca sugere frios com leite desnatado antes do treino', () => {
    for (const question of ['o que comer antes do treino?', 'o que posso comer no pré-treino?']) {
      const reply = composeReply(understand(question, tools), ana, tools);
      expect(reply.text).not.toMatch(/Presunto|Leite desnatado/);
    }
  });

  it('consulta o dia para fome e treinos', () => {
    expect(factsNeeded(understand('estou com muita fome', tools))).toEqual(['day']);
    expect(factsNeeded(understand('o que comer antes do treino?', tools))).toEqual(['day']);
    expect(factsNeeded(understand('tapioca ou pão integral?', tools))).toEqual([]);
  });

  it('com pouco sobrando hoje, diz isso com gentileza e oferece as opções mais leves que cabem', () => {
    const reply = composeReply(understand('estou com muita fome', tools), withLeft(90), tools);
    expect(reply.text).toContain('Hoje restam só 90 kcal');
    expect(reply.text).toContain('sentir fome é um sinal do corpo');
    expect(reply.text).toContain('1. Salada de alface e tomate, 1 prato de salada (75 g): 10 kcal');
    expect(reply.text).not.toContain('Salada com ovos');
    const over = composeReply(understand('que fome!', tools), withLeft(0), tools);
    expect(over.text).toContain('Você já chegou à meta de hoje');
  });

  it('antes do treino com pouco sobrando, oferece a mais leve e diz por quê', () => {
    const reply = composeReply(understand('o que comer antes do treino?', tools), withLeft(50), tools);
    expect(reply.text).toContain('Hoje restam 50 kcal na sua meta: mostrei as opções mais leves');
    expect(reply.text).toContain('Banana-prata, 1 unidade (75 g): 74 kcal');
  });
});

describe('assistente offline: uma refeição de vários itens', () => {
  const propose = (text: string) => mealOf(composeReply(understand(text, tools), ana, tools).actions[0]);

  it('propõe todos os itens da descrição', () => {
    expect(propose('comi 2 pães franceses com manteiga e um café com leite')?.items.map((i) => i.foodName)).toEqual([
      'Pão francês com manteiga',
      'Café com leite',
    ]);
    expect(propose('almocei arroz, feijão, bife e salada')?.items.map((i) => i.foodName)).toEqual([
      'Arroz branco cozido',
      'Feijão carioca cozido',
      'Contrafilé grelhado',
      'Salada de alface e tomate',
    ]);
    expect(propose('comi 2 ovos e uma banana antes do treino')?.items.map((i) => i.foodName)).toEqual([
      'Ovo de galinha cozido',
      'Banana-prata',
    ]);
  });

  it('dá conta de cada parte: o que falta no catálogo aparece como não encontrado, com alimentos semelhantes', () => {
    const reply = composeReply(understand('jantei 2 fatias de pizza e uma coca lata', tools), ana, tools);
    const meal = mealOf(reply.actions[0]);
    expect(meal?.items.map((i) => i.foodName)).toContain('Refrigerante de cola');
    const pizza = meal?.items.some((i) => /pizza/i.test(i.foodName)) || meal?.unmatched.includes('2 fatias de pizza');
    expect(pizza).toBe(true);
    if (meal?.unmatched.length) expect(reply.text).toContain('Entendi parte desta refeição');
    const cheese = composeReply(understand('comi queijo coalho e um pão francês', tools), ana, tools);
    if (mealOf(cheese.actions[0])?.unmatched.length) {
      expect(cheese.text).toContain('Parecidos na tabela com “queijo coalho”: Muçarela');
    }
  });
});
