import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealListSchema, mealSchema } from '../../../contracts/meals';
import { photos } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  const res = await client.post('/api/auth/signup', validSignup({ email }));
  return { client, id: res.body.id as string };
}

const lunch = (overrides: Record<string, unknown> = {}) => ({
  slot: 'almoco',
  eatenAt: '2026-11-22T14:30:00.000Z',
  items: [
    { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
    { foodId: 'taco-561', quantity: 1, measureId: 'concha' },
  ],
  note: 'no trabalho',
  ...overrides,
});

describe('refeições', () => {
  it('salva com os valores do catálogo, ignorando números vindos do cliente', async () => {
    const { client } = await person('ana.meals@example.com');
    const res = await client.post(
      '/api/meals',
      lunch({ items: [{ foodId: 'taco-3', grams: 90, nutrients: { energyKcal: 1 } }] }),
    );
    expect(res.status).toBe(201);
    const meal = mealSchema.parse(res.body);
    expect(meal).toMatchObject({
      slot: 'almoco',
      localDate: '2026-11-22',
      note: 'no trabalho',
      totals: { energyKcal: 115.2 },
    });
    expect((await client.get(`/api/meals/${meal.id}`)).body).toEqual(meal);
  });

  it('o histórico diz a fonte de cada item: TACO, receita ou USDA (decisão 0025)', async () => {
    const { client } = await person('fontes.meals@example.com');
    const items = [
      { foodId: 'taco-3', grams: 100 },
      { foodId: 'recipe-cafe-com-leite', grams: 200 },
      { foodId: 'usda-fndds-58151100', quantity: 6, measureId: 'unidade' },
    ];
    expect((await client.post('/api/meals', lunch({ items }))).status).toBe(201);
    const [meal] = mealListSchema.parse((await client.get('/api/meals')).body).items;
    expect(meal?.items.map((i) => [i.foodName, i.foodSource, i.grams])).toEqual([
      ['Arroz branco cozido', 'taco', 100],
      ['Café com leite', 'recipe', 200],
      ['Sushi', 'usda', 180], // 6 unidades de 30 g (POF "Sushi recheado de pepino/kanikama - unidade")
    ]);
  });

  it('uma pessoa nunca vê, altera ou apaga a refeição de outra', async () => {
    const ana = await person('ana2.meals@example.com');
    const bia = await person('bia.meals@example.com');
    const { body: meal } = await ana.client.post('/api/meals', lunch());
    expect((await bia.client.get(`/api/meals/${meal.id}`)).status).toBe(404);
    expect((await bia.client.send('PATCH', `/api/meals/${meal.id}`, { note: 'x' })).status).toBe(404);
    expect((await bia.client.send('DELETE', `/api/meals/${meal.id}`)).status).toBe(404);
    expect((await bia.client.get('/api/meals')).body.items).toEqual([]);
    expect((await ana.client.get(`/api/meals/${meal.id}`)).body.note).toBe('no trabalho');
  });

  it('não aceita a foto de outra pessoa', async () => {
    const ana = await person('ana3.meals@example.com');
    const bia = await person('bia3.meals@example.com');
    const [photo] = await t.db
      .insert(photos)
      .values({
        userId: ana.id,
        sha256: 'abc',
        width: 10,
        height: 10,
        bytes: 100,
        storageKey: 'k',
        thumbStorageKey: 't',
        createdAt: new Date(),
      })
      .returning();
    const res = await bia.client.post('/api/meals', lunch({ photoId: photo?.id }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields.photoId).toBe('Foto não encontrada');
    expect((await ana.client.post('/api/meals', lunch({ photoId: photo?.id }))).status).toBe(201);
  });

  it('recusa entradas inválidas com mensagens em português', async () => {
    const { client } = await person('caio.meals@example.com');
    const cases: [Record<string, unknown>, string][] = [
      [{ slot: 'brunch' }, 'Escolha a refeição: Café, Almoço, Lanche, Jantar ou Ceia'],
      [{ items: [] }, 'Adicione ao menos um alimento'],
      [{ items: [{ foodId: 'taco-0', grams: 10 }] }, 'Alimento não encontrado no catálogo'],
      [{ items: [{ foodId: 'taco-3', grams: -5 }] }, 'A quantidade deve ser maior que zero'],
      [
        { items: [{ foodId: 'taco-3', quantity: 1, measureId: 'lata-350ml' }] },
        'Arroz branco cozido não tem a medida escolhida',
      ],
      [{ eatenAt: 'ontem' }, 'Informe data e hora válidas'],
      [{ eatenAt: '2030-01-01T12:00:00Z' }, 'Informe uma data entre 01/01/2000 e 23/11/2026'],
      [{ eatenAt: '2026-11-24T03:00:00Z' }, 'Informe uma data entre 01/01/2000 e 23/11/2026'], // 00:00 after tomorrow
      [{ note: 'x'.repeat(501) }, 'A observação pode ter no máximo 500 caracteres'],
      // At 12:00 in São Paulo, a dinner "at 20:00" today has not happened yet (decision 0024).
      [{ eatenAt: '2026-11-22T23:00:00Z' }, 'Esse horário ainda não chegou. Informe um horário até 12:15 de hoje.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await client.post('/api/meals', lunch(overrides));
      expect(res.status, message).toBe(400);
      expect(res.body.error.message).toBe(message);
    }
    const late = await client.post('/api/meals', lunch({ eatenAt: '2026-11-22T23:00:00Z' }));
    expect(late.body.error.fields.eatenAt).toBe('Esse horário ainda não chegou. Informe um horário até 12:15 de hoje.');
    // Within the 15 minutes of slack (a phone's clock a little ahead): accepted.
    expect((await client.post('/api/meals', lunch({ eatenAt: '2026-11-22T15:15:00Z' }))).status).toBe(201);
    expect((await client.get('/api/meals/nao-e-um-id')).status).toBe(404);
    expect((await client.get('/api/meals?cursor=lixo')).status).toBe(400);
  });

  it('busca por nome sem acento, filtra por data, refeição e calorias', async () => {
    const { client } = await person('davi.meals@example.com');
    await client.post('/api/meals', lunch());
    await client.post('/api/meals', {
      slot: 'cafe',
      eatenAt: '2026-11-21T10:00:00Z',
      items: [{ foodId: 'taco-53', quantity: 2, measureId: 'unidade' }],
    });
    await client.post('/api/meals', {
      slot: 'ceia',
      eatenAt: '2026-11-21T02:30:00Z',
      items: [{ foodId: 'taco-263', grams: 12 }],
    }); // 23:30 of the 20th in São Paulo
    const names = async (query: string) =>
      ((await client.get(`/api/meals?${query}`)).body.items as { slot: string }[]).map((m) => m.slot);
    expect(await names('q=FEIJAO')).toEqual(['almoco']);
    expect(await names('q=cacetinho')).toEqual(['cafe']); // a synonym of pão francês
    expect(await names('from=2026-11-21&to=2026-11-21')).toEqual(['cafe']);
    expect(await names('to=2026-11-20')).toEqual(['ceia']);
    expect(await names('slot=cafe')).toEqual(['cafe']);
    expect(await names('minKcal=200')).toEqual(['almoco', 'cafe']);
    expect(await names('maxKcal=100')).toEqual(['ceia']);
    expect((await client.get('/api/meals?from=22-11-2026')).body.error.message).toBe('Use datas no formato AAAA-MM-DD');
  });

  it('pagina de forma estável enquanto novas refeições chegam', async () => {
    const { client } = await person('eva.meals@example.com');
    for (let i = 0; i < 5; i++) {
      await client.post('/api/meals', lunch({ eatenAt: new Date(Date.UTC(2026, 10, 10 + i, 15)).toISOString() }));
    }
    const first = await client.get('/api/meals?limit=2');
    expect(first.body.items).toHaveLength(2);
    await client.post('/api/meals', lunch({ eatenAt: '2026-11-20T15:00:00Z' })); // newer than everything
    const second = await client.get(`/api/meals?limit=2&cursor=${first.body.nextCursor}`);
    const third = await client.get(`/api/meals?limit=2&cursor=${second.body.nextCursor}`);
    const seen = [...first.body.items, ...second.body.items, ...third.body.items].map(
      (m: { localDate: string }) => m.localDate,
    );
    expect(seen).toEqual(['2026-11-14', '2026-11-13', '2026-11-12', '2026-11-11', '2026-11-10']);
    expect(third.body.nextCursor).toBeNull();
  });

  it('edita itens, horário e observação; apaga', async () => {
    const { client } = await person('fabio.meals@example.com');
    const { body: meal } = await client.post('/api/meals', lunch());
    const edited = await client.send('PATCH', `/api/meals/${meal.id}`, {
      slot: 'jantar',
      items: [{ foodId: 'taco-3', grams: 100 }],
      note: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      slot: 'jantar',
      note: null,
      totals: { energyKcal: 128 },
      items: [{ grams: 100 }],
    });
    expect((await client.send('DELETE', `/api/meals/${meal.id}`)).status).toBe(204);
    expect((await client.get(`/api/meals/${meal.id}`)).status).toBe(404);
  });

  it('sugere os alimentos mais frequentes e as últimas refeições do horário', async () => {
    const { client } = await person('gabi.meals@example.com');
    await client.post('/api/meals', lunch());
    await client.post('/api/meals', lunch({ eatenAt: '2026-11-21T15:30:00Z' }));
    const res = await client.get('/api/meals/suggestions?slot=almoco');
    expect(res.body.frequentFoods.map((f: { foodId: string }) => f.foodId)).toEqual(['taco-3', 'taco-561']);
    expect(res.body.recentMeals).toHaveLength(2);
    expect((await client.get('/api/meals/suggestions?slot=cafe')).body.recentMeals).toEqual([]);
  });

  it('sem Premium depois do trial, o histórico e as estatísticas mostram os últimos 7 dias', async () => {
    const { client } = await person('hugo.meals@example.com');
    t.clock.advance(8 * 86_400_000); // 2026-11-30: the trial ended without a subscription
    expect((await client.post('/api/meals', lunch({ eatenAt: '2026-11-22T15:30:00Z' }))).status).toBe(201);
    expect((await client.post('/api/meals', lunch({ eatenAt: '2026-11-27T15:30:00Z' }))).status).toBe(201);
    const list = await client.get('/api/meals');
    expect(list.body.items.map((m: { localDate: string }) => m.localDate)).toEqual(['2026-11-27']);
    expect(list.body.limitedFrom).toBe('2026-11-24');
    const range = await client.get('/api/stats/range?from=2026-11-01&to=2026-11-30');
    expect(range.body.days[0].date).toBe('2026-11-24');
    expect(range.body.limitedFrom).toBe('2026-11-24');
    t.clock.advance(-8 * 86_400_000);
  });

  it('exige sessão', async () => {
    expect((await browser(t.app).get('/api/meals')).status).toBe(401);
  });
});
