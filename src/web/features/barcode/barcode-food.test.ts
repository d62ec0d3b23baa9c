import { describe, expect, it } from 'vitest';
import type { BarcodeProductDto } from '@/contracts/barcode';
import { myFoodInputSchema, type MyFood } from '@/contracts/my-foods';
import type { LabelDetails } from '@/domain/my-foods/label-figures';
import {
  acceptedScan,
  checkTypedCode,
  choiceOf,
  myFoodFromProduct,
  sameProduct,
  startingGrams,
  typedGrams,
  withProductDetails,
} from './barcode-food';

const iogurte: BarcodeProductDto = {
  code: '7891000100103',
  name: 'Iogurte natural integral',
  brand: 'Laticínios Exemplo',
  unit: 'g',
  per100g: { energyKcal: 63, proteinG: 3.5, carbsG: 4.7, fatG: 3.3, fiberG: null, sodiumMg: 50 },
  portion: { label: '1 pote (170 g)', grams: 170 },
  perPortion: { energyKcal: 107.1, proteinG: 6, carbsG: 8, fatG: 5.6, fiberG: null, sodiumMg: 85 },
  details: {
    per100g: { sugarsTotalG: 4.7, sugarsAddedG: null, saturatedFatG: 2.1, transFatG: 0 },
    perPortion: { sugarsTotalG: 8, sugarsAddedG: null, saturatedFatG: 3.6, transFatG: 0 },
  },
  source: { id: 'open-food-facts', attribution: 'Dados de Open Food Facts (openfoodfacts.org), licença ODbL' },
};

describe('código digitado', () => {
  it('aceita EAN-13, EAN-8, UPC-A e GTIN-14 com o dígito verificador certo, com espaços e hífens', () => {
    expect(checkTypedCode('789 1000 100103')).toEqual({ ok: true, code: '7891000100103' });
    expect(checkTypedCode('9638-5074')).toEqual({ ok: true, code: '96385074' });
    expect(checkTypedCode('036000291452')).toEqual({ ok: true, code: '036000291452' });
  });

  it('explica em português o que está errado, sem consultar ninguém', () => {
    expect(checkTypedCode('  ')).toMatchObject({ ok: false, message: expect.stringContaining('Digite') });
    expect(checkTypedCode('78910001001O3')).toMatchObject({
      ok: false,
      message: expect.stringContaining('só números'),
    });
    expect(checkTypedCode('78910001001')).toMatchObject({
      ok: false,
      message: expect.stringContaining('você digitou 11'),
    });
    expect(checkTypedCode('7891000100104')).toMatchObject({
      ok: false,
      message: expect.stringContaining('verificador'),
    });
  });

  it('uma leitura da câmera só vale inteira (um quadro lido pela metade erra o dígito verificador)', () => {
    expect(acceptedScan('7891000100103')).toBe('7891000100103');
    expect(acceptedScan('7891000100108')).toBeNull();
    expect(acceptedScan('https://exemplo.com')).toBeNull();
  });
});

describe('porção e Meus alimentos', () => {
  it('a porção digitada vai de 1 g a 2 kg, com vírgula', () => {
    expect(typedGrams('170')).toBe(170);
    expect(typedGrams('30,5')).toBe(30.5);
    expect(typedGrams('0')).toBeNull();
    expect(typedGrams('2001')).toBeNull();
    expect(typedGrams('abc')).toBeNull();
    expect(startingGrams(iogurte)).toBe(170);
    expect(startingGrams({ ...iogurte, portion: null })).toBe(100);
  });

  it('vira um alimento por 100 g com os números do servidor, açúcares e gorduras inclusos; o que falta fica em branco, nunca 0', () => {
    const values = myFoodFromProduct(iogurte, 200);
    expect(values).toMatchObject({
      name: 'Iogurte natural integral',
      brand: 'Laticínios Exemplo',
      basis: 'per100g',
      portionLabel: '1 pote (170 g)',
      portionGrams: 170,
      energyKcal: 63,
      fiberG: null,
      sodiumMg: 50,
      sugarsTotalG: 4.7,
      sugarsAddedG: null,
      saturatedFatG: 2.1,
      transFatG: 0,
    });
    // The server's own rules for Meus alimentos accept it.
    expect(myFoodInputSchema.safeParse(values).success).toBe(true);
  });

  it('sem açúcares nem gorduras detalhadas no produto, ficam em branco', () => {
    const unknown = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };
    const values = myFoodFromProduct({ ...iogurte, details: { per100g: unknown, perPortion: unknown } }, 170);
    expect(values).toMatchObject(unknown);
    expect(myFoodInputSchema.safeParse(values).success).toBe(true);
  });

  it('sem porção no rótulo, a porção é a quantidade escolhida; nomes longos são cortados no limite', () => {
    const values = myFoodFromProduct(
      { ...iogurte, name: 'x'.repeat(120), brand: 'y'.repeat(90), portion: null, perPortion: null },
      45,
    );
    expect(values.portionGrams).toBe(45);
    expect(values.portionLabel).toBe('porção');
    expect(values.name).toHaveLength(80);
    expect(values.brand).toHaveLength(60);
    expect(myFoodInputSchema.safeParse(values).success).toBe(true);
  });
});

describe('alimento já guardado deste produto', () => {
  const unknown: LabelDetails = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };
  /** The yoghurt as a scan before issue #15 kept it: no sugars or fats, and a synonym the person added since. */
  const keptBefore = (details = unknown): MyFood => ({
    id: 'meu-0b7a1c4e-2f0d-4c8e-9a51-3d2f6e8b9c10',
    kind: 'label',
    name: 'Iogurte natural integral',
    brand: 'Laticínios Exemplo',
    synonyms: ['iogurte do café'],
    per100g: iogurte.per100g,
    portion: { label: '1 pote (170 g)', grams: 170 },
    perPortion: iogurte.perPortion!,
    amountUnit: 'g',
    details: { per100g: details, perPortion: details },
    ingredients: null,
    createdAt: '2026-11-20T12:00:00.000Z',
    updatedAt: '2026-11-20T12:00:00.000Z',
  });

  it('sem açúcares nem gorduras: recebe os do produto, e o resto fica como a pessoa deixou', () => {
    const values = myFoodFromProduct(iogurte, 170);
    expect(sameProduct(keptBefore(), values)).toBe(true);
    const filled = withProductDetails(keptBefore(), values)!;
    expect(filled).toMatchObject({
      synonyms: ['iogurte do café'],
      energyKcal: 63,
      sugarsTotalG: 4.7,
      sugarsAddedG: null,
      saturatedFatG: 2.1,
      transFatG: 0,
    });
    expect(myFoodInputSchema.safeParse(filled).success).toBe(true);
  });

  it('com algum já informado, ou sem nada no produto para trazer: fica como está', () => {
    const values = myFoodFromProduct(iogurte, 170);
    expect(withProductDetails(keptBefore({ ...unknown, transFatG: 0.1 }), values)).toBeNull();
    expect(withProductDetails(keptBefore(), { ...values, ...unknown })).toBeNull();
  });
});

describe('bebida (decisão 0058)', () => {
  const juiceDetails: LabelDetails = { sugarsTotalG: 14.2, sugarsAddedG: null, saturatedFatG: null, transFatG: null };
  const suco: BarcodeProductDto = {
    ...iogurte,
    code: '7891000200209',
    name: 'Suco de uva integral',
    unit: 'ml',
    per100g: { energyKcal: 62, proteinG: 0.4, carbsG: 14.8, fatG: 0.1, fiberG: null, sodiumMg: 5 },
    portion: { label: '1 copo (200 ml)', grams: 200 },
    details: { per100g: juiceDetails, perPortion: null },
  };

  it('é guardada em mL e entra na refeição como "350 mL", pela medida mL, com os números por 100 mL', () => {
    const values = myFoodFromProduct(suco, 350);
    expect(values.amountUnit).toBe('ml');
    expect(myFoodInputSchema.safeParse(values).success).toBe(true);
    const food: MyFood = {
      id: 'meu-1c2d3e4f-0000-4000-8000-000000000001',
      kind: 'label',
      name: suco.name,
      brand: suco.brand,
      synonyms: [],
      per100g: suco.per100g,
      portion: { label: '1 copo (200 ml)', grams: 200 },
      perPortion: { ...suco.per100g, energyKcal: 124 },
      amountUnit: 'ml',
      details: { per100g: juiceDetails, perPortion: juiceDetails },
      ingredients: null,
      createdAt: '2026-11-20T12:00:00.000Z',
      updatedAt: '2026-11-20T12:00:00.000Z',
    };
    expect(choiceOf(food, 350)).toMatchObject({ quantity: 350, unit: 'mL', measureId: 'ml', grams: 350 });
    expect(choiceOf(food, 350).nutrients.energyKcal).toBe(217);
    expect(choiceOf({ ...food, amountUnit: 'g' }, 350)).toMatchObject({ unit: 'g', measureId: null });
  });

  it('um suco guardado em gramas antes passa a ser contado em mL, sem mudar o resto', () => {
    const values = myFoodFromProduct(suco, 200);
    const keptInGrams: MyFood = {
      id: 'meu-1c2d3e4f-0000-4000-8000-000000000002',
      kind: 'label',
      name: suco.name,
      brand: suco.brand,
      synonyms: ['suco roxo'],
      per100g: suco.per100g,
      portion: { label: '1 copo (200 ml)', grams: 200 },
      perPortion: { ...suco.per100g, energyKcal: 124 },
      amountUnit: 'g',
      details: { per100g: juiceDetails, perPortion: juiceDetails },
      ingredients: null,
      createdAt: '2026-11-20T12:00:00.000Z',
      updatedAt: '2026-11-20T12:00:00.000Z',
    };
    expect(withProductDetails(keptInGrams, values)).toMatchObject({
      amountUnit: 'ml',
      synonyms: ['suco roxo'],
      sugarsTotalG: 14.2,
    });
    expect(withProductDetails({ ...keptInGrams, amountUnit: 'ml' }, values)).toBeNull();
  });
});
