import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodSchema } from '../../../contracts/foods';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
let ana: ReturnType<typeof browser>;
beforeAll(async () => {
  t = await createTestApp();
  ana = browser(t.app);
  await ana.post('/api/auth/signup', validSignup({ email: 'ana.foods@example.com' }));
});
afterAll(() => t.close());

describe('GET /api/foods', () => {
  it('busca sem acento, com erro de digitação e põe primeiro o alimento que a pessoa quer dizer', async () => {
    const feijao = await ana.get('/api/foods?q=fejao&limit=3');
    expect(feijao.status).toBe(200);
    expect(feijao.body.items[0]).toMatchObject({ id: 'taco-561', name: 'Feijão carioca cozido' });
    expect(feijao.body.items).toHaveLength(3);
    const arroz = await ana.get('/api/foods?q=arroz');
    expect(arroz.body.items[0].name).toBe('Arroz branco cozido');
  });

  it('devolve os valores por 100 g, as porções do IBGE e a fonte', async () => {
    const res = await ana.get('/api/foods?q=leite%20integral&limit=1');
    const food = foodSchema.parse(res.body.items[0]);
    expect(food.per100g.energyKcal).toBe(61); // USDA SR Legacy 01077, as the catalog cites
    expect(food.per100g.fiberG).toBeNull(); // TACO "NA": unknown, never 0
    expect(food.portions.find((p) => p.isDefault)).toMatchObject({ label: 'copo médio', grams: 240 });
    expect(food.portions[0]?.source).toMatch(/^IBGE POF 2008-2009/);
    expect(food.source.id).toBe('taco-4');
    expect(food.sourceKind).toBe('taco');
  });

  it('um alimento que a TACO não tem vem do USDA, dito e citado, depois dos da TACO', async () => {
    const res = await ana.get('/api/foods?q=iogurte&limit=20');
    const kinds = res.body.items.map((f: { sourceKind: string }) => f.sourceKind);
    expect(kinds[0]).toBe('taco');
    expect(kinds.indexOf('usda')).toBeGreaterThan(kinds.lastIndexOf('taco'));
    const grego = foodSchema.parse((await ana.get('/api/foods?q=iogurte%20grego&limit=1')).body.items[0]);
    expect(grego).toMatchObject({ name: 'Iogurte grego natural', sourceKind: 'usda' });
    expect(grego.source).toMatchObject({ id: 'usda-fndds-2021-2023' });
    expect(grego.source.citation).toMatch(/FNDDS\) 2021-2023/);
    expect(grego.portions.find((p) => p.isDefault)?.source).toBe('USDA FNDDS 2021-2023 — "Quantity not specified"');
  });

  it('recusa busca vazia ou longa demais e limite inválido com mensagem em português', async () => {
    expect((await ana.get('/api/foods?q=')).body.error.message).toBe('Digite o nome de um alimento');
    const long = await ana.get(`/api/foods?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    const limit = await ana.get('/api/foods?q=arroz&limit=500');
    expect(limit.status).toBe(400);
    expect(limit.body.error.message).toBe('limit deve ser entre 1 e 50');
  });

  it('abre um alimento pelo id e responde 404 para um id que não existe', async () => {
    expect((await ana.get('/api/foods/taco-53')).body.name).toBe('Pão francês');
    expect((await ana.get('/api/foods/taco-99999')).status).toBe(404);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).get('/api/foods?q=arroz')).status).toBe(401);
  });
});
