import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openFoodFacts } from '../../adapters/open-food-facts/open-food-facts';
import { barcodeProducts } from '../../db/schema';
import { FAKE_OFF, IOGURTE as YOGHURT, SUCO_DE_UVA, startFakeOpenFoodFacts } from '../../test/fake-open-food-facts';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

const IOGURTE = YOGHURT.code;
const SEM_TABELA = '7894900011517';
const SEM_DETALHES = '7890000000055';
const MALFORMADO = '7890000000062';
const NO_CACHE_ANTIGO = '7890000000079';
const UNKNOWN_DETAILS = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };

let fake: Awaited<ReturnType<typeof startFakeOpenFoodFacts>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeOpenFoodFacts({
    [IOGURTE]: YOGHURT.product,
    [SEM_TABELA]: { product_name: 'Refrigerante', nutriments: {} },
    [SEM_DETALHES]: { product_name: 'Biscoito de polvilho', nutriments: { 'energy-kcal_100g': 450, fat_100g: 20 } },
    [MALFORMADO]: {
      product_name: 'Bebida láctea',
      serving_quantity: 200,
      nutriments: {
        'energy-kcal_100g': 70,
        carbohydrates_100g: 11,
        fat_100g: 2,
        sugars_100g: 'n/a',
        'added-sugars_100g': [],
        'saturated-fat_100g': -1.2,
        'trans-fat_100g': { value: 0 },
        sodium_100g: '',
      },
    },
    [NO_CACHE_ANTIGO]: YOGHURT.product,
    [SUCO_DE_UVA.code]: SUCO_DE_UVA.product,
  });
  t = await createTestApp({
    openFoodFacts: openFoodFacts({ baseUrl: fake.url, userAgent: 'Nutri/test', timeoutMs: 300 }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

let people = 0;
async function signedIn() {
  const ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: `ana.barcode${(people += 1)}@example.com` }));
  return ana;
}

describe('GET /api/foods/barcode/:code', () => {
  it('traz o produto do Open Food Facts com números por 100 g e por porção, marca e atribuição; a segunda vez vem do cache', async () => {
    const ana = await signedIn();
    const before = fake.requests.length;
    const res = await ana.get(`/api/foods/barcode/${IOGURTE}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      code: IOGURTE,
      name: 'Iogurte natural integral',
      brand: 'Laticínios Exemplo',
      per100g: { energyKcal: 63, proteinG: 3.5, fiberG: null, sodiumMg: 50 },
      portion: { label: '1 pote (170 g)', grams: 170 },
      perPortion: { energyKcal: 107.1 },
      // Sugars, saturated and trans fat as OFF gives them (g per 100 g), and for the 170 g pot.
      details: {
        per100g: { sugarsTotalG: 4.7, sugarsAddedG: null, saturatedFatG: 2.1, transFatG: 0 },
        perPortion: { sugarsTotalG: 8, sugarsAddedG: null, saturatedFatG: 3.6, transFatG: 0 },
      },
      source: { id: 'open-food-facts', attribution: expect.stringContaining('ODbL') },
    });
    expect(fake.requests.slice(before)).toEqual([
      expect.stringMatching(new RegExp(`^/api/v2/product/${IOGURTE}\\.json\\?fields=`)),
    ]);
    expect((await ana.get(`/api/foods/barcode/${IOGURTE}`)).status).toBe(200);
    expect(fake.requests.length).toBe(before + 1);
  });

  it('sem açúcares nem gorduras detalhadas no Open Food Facts: 200, com eles desconhecidos (null), nunca 0', async () => {
    const ana = await signedIn();
    const res = await ana.get(`/api/foods/barcode/${SEM_DETALHES}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per100g: { energyKcal: 450, fatG: 20, sodiumMg: null }, portion: null });
    expect(res.body.details).toEqual({ per100g: UNKNOWN_DETAILS, perPortion: null });
  });

  it('açúcares, gorduras e sódio malformados: desconhecidos, e o produto vem assim mesmo (nunca 500)', async () => {
    const ana = await signedIn();
    const res = await ana.get(`/api/foods/barcode/${MALFORMADO}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ per100g: { energyKcal: 70, carbsG: 11, sodiumMg: null } });
    expect(res.body.details).toEqual({ per100g: UNKNOWN_DETAILS, perPortion: UNKNOWN_DETAILS });
  });

  it('produto guardado antes de lermos açúcares e gorduras: perguntado de novo; se o OFF falha, vem com eles desconhecidos', async () => {
    const ana = await signedIn();
    const { details: _, ...before } = (await ana.get(`/api/foods/barcode/${NO_CACHE_ANTIGO}`)).body;
    const oldRow = { status: 'found' as const, product: before, fetchedAt: t.clock.now() };
    await t.db.update(barcodeProducts).set(oldRow).where(eq(barcodeProducts.code, NO_CACHE_ANTIGO));
    const asked = fake.requests.length;
    const res = await ana.get(`/api/foods/barcode/${NO_CACHE_ANTIGO}`);
    expect(res.body.details.per100g).toMatchObject({ sugarsTotalG: 4.7, saturatedFatG: 2.1 });
    expect(fake.requests.length).toBe(asked + 1);

    await t.db
      .insert(barcodeProducts)
      .values({ ...oldRow, code: FAKE_OFF.brokenCode, product: { ...before, code: FAKE_OFF.brokenCode } });
    const stale = await ana.get(`/api/foods/barcode/${FAKE_OFF.brokenCode}`);
    expect(stale.status).toBe(200);
    expect(stale.body.details).toEqual({ per100g: UNKNOWN_DETAILS, perPortion: UNKNOWN_DETAILS });
    await t.db.delete(barcodeProducts).where(eq(barcodeProducts.code, FAKE_OFF.brokenCode));
  });

  it('código desconhecido ou sem tabela nutricional: 404 em português, para ir ao rótulo', async () => {
    const ana = await signedIn();
    const missing = await ana.get('/api/foods/barcode/7890000000048');
    expect(missing.status).toBe(404);
    expect(missing.body.error).toMatchObject({
      code: 'barcode_not_found',
      message: expect.stringContaining('Não encontramos este código'),
    });
    const bare = await ana.get(`/api/foods/barcode/${SEM_TABELA}`);
    expect(bare.status).toBe(404);
    expect(bare.body.error.message).toContain('sem tabela nutricional');
  });

  it.each([
    ['não responde a tempo', FAKE_OFF.slowCode],
    ['responde algo que não é JSON', FAKE_OFF.malformedCode],
    ['responde 500', FAKE_OFF.brokenCode],
  ])('quando o Open Food Facts %s: 503 em português, nunca 500', async (_, code) => {
    const ana = await signedIn();
    const res = await ana.get(`/api/foods/barcode/${code}`);
    expect(res.status).toBe(503);
    expect(res.body.error).toMatchObject({
      code: 'barcode_lookup_unavailable',
      message: expect.stringContaining('não respondeu'),
    });
  });

  it('código com dígito verificador errado ou letras: 400 sem consultar ninguém', async () => {
    const ana = await signedIn();
    const before = fake.requests.length;
    for (const code of ['7891000100104', 'abc', '1'.repeat(40)]) {
      const res = await ana.get(`/api/foods/barcode/${code}`);
      expect(res.status).toBe(400);
      expect(res.body.error.fields.code).toContain('Código de barras inválido');
    }
    expect(fake.requests.length).toBe(before);
  });

  it('só para quem entrou', async () => {
    expect((await browser(t.app).get(`/api/foods/barcode/${IOGURTE}`)).status).toBe(401);
  });
});

describe('bebidas em mL (decisão 0058)', () => {
  it('uma bebida vem em mL: números por 100 mL e a porção do rótulo em mL; um iogurte, em gramas', async () => {
    const ana = await signedIn();
    const juice = await ana.get(`/api/foods/barcode/${SUCO_DE_UVA.code}`);
    expect(juice.status).toBe(200);
    expect(juice.body).toMatchObject({
      name: 'Suco de uva integral',
      unit: 'ml',
      per100g: { energyKcal: 62, carbsG: 14.8 },
      portion: { label: '1 copo (200 ml)', grams: 200 },
      perPortion: { energyKcal: 124 },
    });
    expect((await ana.get(`/api/foods/barcode/${IOGURTE}`)).body.unit).toBe('g');
  });

  it('guardado como alimento seu, a bebida entra na refeição em mL ("350 mL"), com os números por 100 mL', async () => {
    const ana = await signedIn();
    const saved = await ana.post('/api/my-foods', {
      name: 'Suco de uva integral',
      basis: 'per100g',
      amountUnit: 'ml',
      portionLabel: '1 copo (200 ml)',
      portionGrams: 200,
      energyKcal: 62,
      carbsG: 14.8,
      proteinG: 0.4,
      fatG: 0.1,
      sugarsTotalG: 14.2,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    expect(saved.body.amountUnit).toBe('ml');
    const meal = await ana.post('/api/meals', {
      slot: 'lanche',
      eatenAt: '2026-11-22T14:00:00Z',
      items: [{ foodId: saved.body.id, quantity: 350, measureId: 'ml' }],
    });
    expect(meal.status, JSON.stringify(meal.body)).toBe(201);
    expect(meal.body.items[0]).toMatchObject({ quantity: 350, unit: 'mL', measureId: 'ml' });
    // 3.5 × the label's 100 mL: 217 kcal and 51.8 g of carbohydrates.
    expect(meal.body.items[0].nutrients).toMatchObject({ energyKcal: 217, carbsG: 51.8 });
    // A food counted in grams has no mL measure: a drink's unit is never put on a solid.
    const solid = await ana.post('/api/my-foods', {
      name: 'Granola',
      basis: 'per100g',
      portionLabel: 'porção',
      portionGrams: 40,
      energyKcal: 400,
      carbsG: 60,
      proteinG: 10,
      fatG: 12,
    });
    expect(solid.status, JSON.stringify(solid.body)).toBe(201);
    expect(solid.body.amountUnit).toBe('g');
    const wrong = await ana.post('/api/meals', {
      slot: 'lanche',
      eatenAt: '2026-11-22T14:00:00Z',
      items: [{ foodId: solid.body.id, quantity: 350, measureId: 'ml' }],
    });
    expect(wrong.status).toBe(400);
  });
});
