import { describe, expect, it } from 'vitest';
import type { Analysis } from '@/contracts/analysis';
import { addItem, draftFromAnalysis, draftTotals, removeItem, replaceItem, suggestionsFor } from './meal-draft';

const nutrients = (energyKcal: number, fiberG: number | null) => ({
  energyKcal,
  proteinG: 1,
  carbsG: 1,
  fatG: 1,
  fiberG,
  sodiumMg: 1,
});

const analysis: Analysis = {
  items: [
    {
      foodId: 'taco-3',
      foodName: 'Arroz',
      foodSource: 'taco' as const,
      quantity: 1,
      unit: 'colher de servir',
      measureId: 'colher-de-servir',
      grams: 45,
      nutrients: nutrients(57.6, 0.7),
      confidence: 1,
      text: 'arroz',
      portionSource: 'typical',
    },
    {
      foodId: 'taco-458',
      foodName: 'Leite',
      foodSource: 'taco' as const,
      quantity: 1,
      unit: 'copo',
      measureId: 'copo-medio',
      grams: 240,
      nutrients: nutrients(146.4, null),
      confidence: 0.5,
      text: 'leite',
    },
  ],
  totals: nutrients(204, 0.7),
  incompleteNutrients: ['fiberG'],
  unmatched: ['quinoa'],
  suggestions: [{ text: 'quinoa', foods: [{ foodId: 'taco-3', foodName: 'Arroz', foodSource: 'taco' }] }],
};

describe('rascunho da refeição', () => {
  it('mantém os totais atualizados quando os itens mudam, e parciais onde um número é desconhecido', () => {
    const draft = draftFromAnalysis(analysis);
    expect(draftTotals(draft).totals.energyKcal).toBe(204);
    expect(draftTotals(draft).incomplete).toEqual(['fiberG']);
    const withoutMilk = removeItem(draft, draft.items[1]!.key);
    expect(draftTotals(withoutMilk)).toMatchObject({ totals: { energyKcal: 57.6 }, incomplete: [] });
  });

  it('troca um item pela escolha da pessoa, que passa a estar confirmado', () => {
    const draft = draftFromAnalysis(analysis);
    const choice = {
      foodId: 'taco-457',
      foodName: 'Leite desnatado',
      foodSource: 'taco' as const,
      quantity: 1,
      measureId: 'copo-medio',
      unit: 'copo médio',
      grams: 240,
      nutrients: nutrients(81.6, null),
    };
    const next = replaceItem(draft, draft.items[1]!.key, choice);
    expect(next.items[1]).toMatchObject({ foodName: 'Leite desnatado', text: 'leite' });
    expect(next.items[1]?.confidence).toBeUndefined();
  });

  it('guarda de onde vem cada item, e a nova fonte quando a pessoa troca o alimento', () => {
    const draft = draftFromAnalysis(analysis);
    expect(draft.items.map((item) => item.foodSource)).toEqual(['taco', 'taco']);
    const sushi = {
      foodId: 'usda-fndds-58151100',
      foodName: 'Sushi',
      foodSource: 'usda' as const,
      quantity: 1,
      measureId: 'porcao',
      unit: 'porção',
      grams: 180,
      nutrients: nutrients(169.2, 1),
    };
    expect(replaceItem(draft, draft.items[0]!.key, sushi).items[0]).toMatchObject({ foodSource: 'usda' });
  });

  it('mantém "porção típica" até a pessoa mudar o item', () => {
    const draft = draftFromAnalysis(analysis);
    expect(draft.items.map((item) => item.portionSource)).toEqual(['typical', undefined]);
    const choice = { ...draft.items[0]!, quantity: 3, grams: 75 };
    expect(replaceItem(draft, draft.items[0]!.key, choice).items[0]?.portionSource).toBeUndefined();
  });

  it('oferece os alimentos semelhantes para uma parte não reconhecida até ela ser resolvida', () => {
    const draft = draftFromAnalysis(analysis);
    expect(suggestionsFor(draft, 'quinoa').map((food) => food.foodName)).toEqual(['Arroz']);
    const choice = {
      foodId: 'taco-3',
      foodName: 'Arroz',
      foodSource: 'taco' as const,
      quantity: 1,
      measureId: null,
      unit: 'g',
      grams: 100,
    };
    const resolved = addItem(draft, { ...choice, nutrients: nutrients(128, 1.6) }, 'quinoa');
    expect(suggestionsFor(resolved, 'quinoa')).toEqual([]);
  });

  it('adicionar um alimento para uma parte não reconhecida a tira da lista', () => {
    const draft = draftFromAnalysis(analysis);
    const choice = {
      foodId: 'x',
      foodName: 'X',
      foodSource: 'taco' as const,
      quantity: 1,
      measureId: null,
      unit: 'g',
      grams: 100,
      nutrients: nutrients(1, 1),
    };
    expect(addItem(draft, choice, 'quinoa').unmatched).toEqual([]);
    expect(addItem(draft, choice).unmatched).toEqual(['quinoa']);
  });
});
