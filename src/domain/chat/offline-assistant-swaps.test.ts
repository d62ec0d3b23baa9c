import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { buildFoodIndex } from '../foods/food-index';
import { createMealTextAnalyzer } from '../meal-text/analyze-meal-text';
import type { FoodTools, PersonFacts } from './facts';
import { composeReply, factsNeeded, understand } from './offline-assistant';
import { anaFacts } from './test-persona';

const catalog = loadCatalog();
const tools: FoodTools = { catalog, index: buildFoodIndex(catalog), analyzeText: createMealTextAnalyzer(catalog) };
const ana = anaFacts(tools.analyzeText);
/** Ana with `eatenKcal` logged today (target 1.450 kcal). */
const anaAfter = (eatenKcal: number): PersonFacts => ({ ...ana, day: { ...ana.day!, energyKcal: eatenKcal } });
const ask = (text: string, facts: PersonFacts = ana) => composeReply(understand(text, tools), facts, tools).text;

/**
 * Figures: Pizza de muçarela (recipe, 287,58 kcal/100 g; POF fatia 100 g) → 2 fatias 575 kcal;
 * Arroz branco cozido (TACO 3, 128 kcal/100 g) × 5 colheres de sopa (25 g, POF) = 160 kcal;
 * Batata-doce cozida (TACO 88, 77 kcal/100 g): 160 / 0,77 = 208 g → 210 g = 3 fatias de 70 g (POF).
 */
describe('“posso comer X?” (issue #26 item 2)', () => {
  it('lê o alimento com o analisador, na porção típica, e compara com o que resta hoje', () => {
    const intent = understand('posso comer pizza hoje?', tools);
    expect(intent).toEqual({ kind: 'can_i_eat', foodText: 'pizza' });
    expect(factsNeeded(intent)).toEqual(['day']);
    const reply = ask('posso comer pizza hoje?');
    expect(reply).toContain('Pizza de muçarela, 2 fatias (200 g), porção típica: 575 kcal');
    expect(reply).toContain('Hoje você comeu 222 kcal de 1.450 kcal: ainda cabem 1.228 kcal.');
    expect(reply).toContain('Cabe, sim: depois disso ainda sobram 653 kcal hoje.');
    expect(reply).toContain('Guia Alimentar');
  });

  it('com pouco espaço, diz a porção menor que cabe, em medida caseira', () => {
    const reply = ask('posso comer 2 fatias de pizza no jantar', anaAfter(1100));
    expect(reply).toContain('ainda cabem 350 kcal');
    expect(reply).toContain(
      'A porção toda passaria 225 kcal da meta, mas cabe uma porção menor: 1 fatia (100 g, 288 kcal).',
    );
  });

  it('quando nem uma porção menor cabe, sugere outro dia ou dividir, sem culpa', () => {
    const whole = ask('posso comer uma pizza inteira?', anaAfter(1100));
    expect(whole).toContain(
      'Hoje não cabe: passaria 800 kcal da meta. Que tal deixar para outro dia, ou dividir com alguém?',
    );
    expect(whole).toContain('Se comer mesmo assim, tudo bem: o que conta é o conjunto dos dias');
    const over = ask('da pra comer um brigadeiro?', anaAfter(1500));
    expect(over).toContain('a meta do dia já foi alcançada');
    expect(over).toContain('Hoje não cabe mais');
    expect(over).not.toMatch(/culpa|proibid|errad|ruim|besteira/i);
  });

  it('respeita a quantidade dita e lê bebidas ("posso tomar uma cerveja?")', () => {
    expect(ask('posso tomar uma cerveja?')).toContain('Cerveja pilsen, 1 lata (350 ml): 144 kcal');
    expect(ask('posso beber duas cervejas hoje?')).toContain('Cerveja pilsen, 2 latas (350 ml): 287 kcal');
  });

  it('um alimento que a tabela não tem: diz que não encontrou, nunca chuta', () => {
    const reply = ask('posso comer piza?');
    expect(reply).toContain('Não encontrei “piza” na tabela de alimentos');
    expect(reply).not.toMatch(/kcal/);
  });

  it('um alimento sem energia na tabela não é pesado contra o dia (faltar não é zero)', () => {
    const real = tools.analyzeText('um brigadeiro');
    const item = { ...real.items[0]!, nutrients: { ...real.items[0]!.nutrients, energyKcal: null } };
    const withoutEnergy: FoodTools = {
      ...tools,
      analyzeText: () => ({
        ...real,
        items: [item],
        totals: { ...real.totals, energyKcal: null },
        incompleteNutrients: ['energyKcal'],
      }),
    };
    const reply = composeReply({ kind: 'can_i_eat', foodText: 'um brigadeiro' }, ana, withoutEnergy).text;
    expect(reply).toBe('A tabela não traz a energia de Brigadeiro, então não consigo dizer se cabe no seu dia.');
  });

  it('sem metas, dá os números e pede para completar o perfil', () => {
    const noTarget: PersonFacts = { ...ana, day: { ...ana.day!, energyTargetKcal: null } };
    const reply = ask('posso comer um brigadeiro?', noTarget);
    expect(reply).toContain('Brigadeiro, 1 unidade (15 g): 59 kcal');
    expect(reply).toContain('Você ainda não tem metas diárias');
  });

  it('sinal de alerta vem antes: "posso comer só 500 calorias por dia?" recebe a mensagem urgente', () => {
    expect(understand('posso comer só 500 calorias por dia?', tools).kind).toBe('risk');
  });

  it('perguntas sobre o dia continuam com o resumo do dia ou as sugestões', () => {
    expect(understand('quanto ainda posso comer?', tools).kind).toBe('day_remaining');
    expect(understand('o que posso comer hoje?', tools).kind).toBe('suggest_snack');
    expect(understand('posso comer mais alguma coisa?', tools).kind).not.toBe('can_i_eat');
    expect(understand('posso comer pizza ou hambúrguer?', tools).kind).toBe('compare_foods');
  });
});

describe('substituições (issue #26 item 3)', () => {
  it('“trocar A por B”: a porção de B com a mesma energia, em medida caseira, com o macro principal', () => {
    const intent = understand('posso trocar o arroz por batata doce?', tools);
    expect(intent).toEqual({ kind: 'substitute', from: 'arroz', to: 'batata doce' });
    const reply = ask('posso trocar o arroz por batata doce?');
    expect(reply).toContain(
      '5 colheres de sopa de arroz branco cozido (125 g, 160 kcal) ≈ 210 g de batata-doce cozida (3 fatias): a mesma energia.',
    );
    expect(reply).toContain(
      'Arroz branco cozido, 5 colheres de sopa (125 g), porção típica: 160 kcal, 35 g de carboidratos',
    );
    expect(reply).toContain('Batata-doce cozida, 210 g: 162 kcal, 39 g de carboidratos');
    expect(reply).toContain('mesmo grupo da pirâmide alimentar');
    expect(reply).toContain('Philippi');
  });

  it('grupos diferentes: diz que a troca iguala a energia, não os nutrientes', () => {
    const reply = ask('troca o pão por ovo?');
    expect(reply).toContain('1 unidade de pão francês (50 g, 150 kcal) ≈ 105 g de ovo de galinha cozido');
    expect(reply).toContain('São de grupos diferentes da pirâmide alimentar');
  });

  it('uma troca que pediria um prato de outra coisa é dita como tal', () => {
    expect(ask('trocar azeite por alface')).toContain('pela energia, os dois não se trocam bem');
  });

  it('“no lugar de A” sem B: 3 alimentos do mesmo grupo, em porções equivalentes', () => {
    expect(understand('o que posso comer no lugar do pão?', tools)).toEqual({
      kind: 'substitute',
      from: 'pão',
      to: null,
    });
    const reply = ask('o que posso comer no lugar do pão?');
    expect(reply).toContain('No lugar de 1 unidade de pão francês (50 g, 150 kcal)');
    expect(reply.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(3);
    expect(reply).toContain('45 g de tapioca de goma (cerca de 1 unidade, 50 g): 151 kcal');
  });

  it('A fora das listas: pergunta por qual alimento trocar', () => {
    expect(ask('trocar a pizza')).toContain('Por qual alimento você quer trocar?');
  });

  it('não encontrado: diz qual, nunca chuta', () => {
    expect(ask('trocar arroz por xyzabc')).toContain('Não encontrei “xyzabc” na tabela de alimentos');
  });

  it('"trocar a senha" não é uma troca de alimentos', () => {
    expect(understand('quero trocar minha senha', tools).kind).toBe('unknown');
  });
});
