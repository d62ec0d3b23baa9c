import { describe, expect, it } from 'vitest';
import { loadCatalog } from '../../../data/catalog/index';
import { needsConfirmation } from './confidence';
import { createMealTextAnalyzer } from './analyze-meal-text';
import { createNamedItemsPlacer, hasHiddenFat, type NamedItem } from './place-named-items';

const catalog = loadCatalog();
const place = createNamedItemsPlacer(catalog);
const analyzeText = createMealTextAnalyzer(catalog);
const named = (overrides: Partial<NamedItem>): NamedItem => ({
  name: 'arroz branco',
  preparation: null,
  grams: null,
  quantity: null,
  measure: null,
  confidence: 0.9,
  ...overrides,
});

describe('createNamedItemsPlacer', () => {
  it('localiza o que um modelo nomeou com o mesmo casamento e os mesmos números da análise de texto', () => {
    const photo = place([named({ name: 'feijão carioca', preparation: 'cozido', quantity: 2, measure: 'conchas' })]);
    const text = analyzeText('2 conchas de feijão carioca cozido');
    expect(photo.items).toHaveLength(1);
    const [item] = photo.items;
    expect(item?.foodId).toBe(text.items[0]?.foodId);
    expect(item?.grams).toBe(text.items[0]?.grams);
    expect(item?.nutrients).toEqual(text.items[0]?.nutrients);
    expect([item?.quantity, item?.unit]).toEqual([2, 'conchas']);
  });

  it('prefere a medida caseira do IBGE, depois os gramas do modelo, depois a porção típica', () => {
    const [byMeasure, byGrams, byDefault] = place([
      named({ measure: 'colher de servir', quantity: 2, grams: 999 }),
      named({ grams: 150 }),
      named({}),
    ]).items;
    expect(byMeasure?.grams).toBe(90); // IBGE POF: colher de servir of cooked rice, 45 g
    expect([byGrams?.quantity, byGrams?.unit, byGrams?.grams]).toEqual([150, 'g', 150]);
    expect(byDefault?.grams).toBe(catalog.get('taco-3').typicalPortion.grams);
    expect(byDefault?.portionSource).toBe('typical');
    expect(byMeasure?.portionSource).toBe('described');
  });

  it('nunca usa nutrientes do modelo: eles seguem o catálogo por 100 g', () => {
    const [item] = place([named({ grams: 200 })]).items;
    const per100g = catalog.get('taco-3').per100g.energyKcal ?? 0;
    expect(item?.nutrients.energyKcal).toBeCloseTo(per100g * 2, 0);
  });

  it('ignora porções implausíveis', () => {
    const [item] = place([named({ grams: 50_000, quantity: -2 })]).items;
    expect(item?.grams).toBe(catalog.get('taco-3').typicalPortion.grams);
  });

  it('escolhe o item do catálogo pelo preparo', () => {
    const { items } = place([
      named({ name: 'ovo', preparation: 'frito' }),
      named({ name: 'ovo', preparation: 'cozido' }),
      named({ name: 'frango', preparation: 'grelhado', grams: 120 }),
    ]);
    expect(items.map((i) => i.foodName)).toEqual([
      'Ovo de galinha frito',
      'Ovo de galinha cozido',
      'Peito de frango grelhado',
    ]);
  });

  it('marca baixa confiança do modelo, preparo perdido e casamentos frouxos para a pessoa confirmar', () => {
    const { items } = place([
      named({ confidence: 0.4 }),
      named({ name: 'arroz', preparation: 'ao curry de jaca verde' }),
      named({ name: 'arroz branco', preparation: 'cozido', confidence: 0.95 }),
    ]);
    expect(items.map((i) => needsConfirmation(i.confidence))).toEqual([true, true, false]);
  });

  it('lista o que não consegue localizar em vez de descartar', () => {
    const result = place([named({ name: 'temaki' }), named({ name: '   ' }), named({ name: 'banana' })]);
    expect(result.items.map((i) => i.foodName)).toEqual(['Banana-prata']);
    expect(result.unmatched).toEqual(['temaki']);
  });

  it('aponta frituras e refogados para a pergunta do óleo escondido', () => {
    const result = place([
      named({ name: 'arroz branco' }),
      named({ name: 'batata', preparation: 'frita' }),
      named({ name: 'couve', preparation: 'refogada' }),
    ]);
    expect(result.hiddenFatItems).toEqual([1, 2]);
    expect(hasHiddenFat('Filé de frango à milanesa')).toBe(true);
    expect(hasHiddenFat('Salada de alface e tomate')).toBe(false);
  });
});
