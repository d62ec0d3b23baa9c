import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayCopyResultSchema } from '../../../contracts/meal-copy';
import { mealListSchema, mealSchema } from '../../../contracts/meals';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

// The test clock starts at 2026-11-22 15:00 UTC: 12:00 in São Paulo.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  expect((await client.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  return client;
}

type Client = Awaited<ReturnType<typeof person>>;
const log = async (client: Client, slot: string, eatenAt: string, items: unknown[]) => {
  const res = await client.post('/api/meals', { slot, eatenAt, items, note: slot === 'almoco' ? 'no trabalho' : null });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return mealSchema.parse(res.body);
};
const dayOf = async (client: Client, date: string) =>
  mealListSchema.parse((await client.get(`/api/meals?from=${date}&to=${date}&limit=50`)).body).items;

describe('copiar refeição e copiar o dia (decisão 0053)', () => {
  it('copia uma refeição para outro dia, refeição e horário, com as mesmas medidas e a observação', async () => {
    const lia = await person('lia.copy@example.com');
    const lunch = await log(lia, 'almoco', '2026-11-21T15:30:00Z', [
      { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
      { foodId: 'calorias-avulsas', energyKcal: 150, proteinG: 5 },
    ]);
    const res = await lia.post(`/api/meals/${lunch.id}/copy`, { slot: 'jantar', eatenAt: '2026-11-22T14:00:00Z' });
    expect(res.status).toBe(201);
    const copy = mealSchema.parse(res.body);
    expect(copy).toMatchObject({ slot: 'jantar', localDate: '2026-11-22', note: 'no trabalho', photoId: null });
    expect(copy.id).not.toBe(lunch.id);
    expect(copy.items.map(({ foodId, quantity, unit, grams }) => ({ foodId, quantity, unit, grams }))).toEqual(
      lunch.items.map(({ foodId, quantity, unit, grams }) => ({ foodId, quantity, unit, grams })),
    );
    expect(copy.totals).toEqual(lunch.totals);
    expect(await dayOf(lia, '2026-11-21')).toHaveLength(1);
  });

  it('não copia a refeição de outra pessoa (404) e recusa horário que ainda não chegou, em português', async () => {
    const owner = await person('dono.copy@example.com');
    const other = await person('outra.copy@example.com');
    const meal = await log(owner, 'cafe', '2026-11-22T10:00:00Z', [{ foodId: 'taco-3', grams: 90 }]);
    const stolen = await other.post(`/api/meals/${meal.id}/copy`, { slot: 'cafe', eatenAt: '2026-11-22T11:00:00Z' });
    expect(stolen.status).toBe(404);
    expect(await dayOf(other, '2026-11-22')).toHaveLength(0);
    const later = await owner.post(`/api/meals/${meal.id}/copy`, { slot: 'jantar', eatenAt: '2026-11-22T23:00:00Z' });
    expect(later.status).toBe(400);
    expect(later.body.error.message).toMatch(/^Esse horário ainda não chegou/);
    const badSlot = await owner.post(`/api/meals/${meal.id}/copy`, { slot: 'brunch', eatenAt: '2026-11-22T11:00:00Z' });
    expect(badSlot.status).toBe(400);
    expect(badSlot.body.error.message).toBe('Escolha a refeição: Café, Almoço, Lanche, Jantar ou Ceia');
    expect(
      (await owner.post('/api/meals/nao-e-id/copy', { slot: 'cafe', eatenAt: '2026-11-22T11:00:00Z' })).status,
    ).toBe(404);
  });

  it('copia o dia de ontem para hoje: mesmas refeições e horários; o que ainda não chegou fica para agora', async () => {
    const rui = await person('rui.copy@example.com');
    await log(rui, 'cafe', '2026-11-21T10:00:00Z', [{ foodId: 'taco-3', grams: 90 }]); // 07:00
    await log(rui, 'jantar', '2026-11-21T23:00:00Z', [{ foodId: 'taco-561', quantity: 1, measureId: 'concha' }]); // 20:00
    const res = await rui.post('/api/meals/days/2026-11-21/copy', { toDate: '2026-11-22' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { meals } = dayCopyResultSchema.parse(res.body);
    expect(meals.map((meal) => [meal.slot, meal.eatenAt])).toEqual([
      ['cafe', '2026-11-22T10:00:00.000Z'],
      ['jantar', t.clock.now().toISOString()],
    ]);
    expect(await dayOf(rui, '2026-11-22')).toHaveLength(2);
    const stats = (await rui.get('/api/stats/day?date=2026-11-22')).body;
    expect(stats.mealsLogged).toBe(2);
    expect(stats.slotsLogged).toEqual(['cafe', 'jantar']);
  });

  it('um toque duplo com a mesma Idempotency-Key copia o dia uma vez só', async () => {
    const ivo = await person('ivo.copy@example.com');
    await log(ivo, 'almoco', '2026-11-20T15:00:00Z', [{ foodId: 'taco-3', grams: 90 }]);
    const headers = { 'Idempotency-Key': 'copiar-dia-0001' };
    const first = await ivo.post('/api/meals/days/2026-11-20/copy', { toDate: '2026-11-21' }, headers);
    const second = await ivo.post('/api/meals/days/2026-11-20/copy', { toDate: '2026-11-21' }, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body).toEqual(first.body);
    expect(await dayOf(ivo, '2026-11-21')).toHaveLength(1);
  });

  it('recusa em português: dia vazio, o mesmo dia, um dia futuro e uma data inválida; nada é copiado de outra pessoa', async () => {
    const eva = await person('eva.copy@example.com');
    const empty = await eva.post('/api/meals/days/2026-11-19/copy', { toDate: '2026-11-22' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe('Não há refeições em 19/11/2026 para copiar');
    await log(eva, 'lanche', '2026-11-21T19:00:00Z', [{ foodId: 'taco-3', grams: 50 }]);
    const same = await eva.post('/api/meals/days/2026-11-21/copy', { toDate: '2026-11-21' });
    expect(same.body.error.message).toBe('Escolha outro dia para receber as refeições');
    const future = await eva.post('/api/meals/days/2026-11-21/copy', { toDate: '2026-11-23' });
    expect(future.status).toBe(400);
    expect(future.body.error.message).toBe('Copie para hoje (22/11/2026) ou um dia anterior');
    expect((await eva.post('/api/meals/days/21-11-2026/copy', { toDate: '2026-11-22' })).status).toBe(400);
    expect((await eva.post('/api/meals/days/2026-11-21/copy', {})).status).toBe(400);
    // Another person asking for Eva's day copies their own (empty) day: never hers.
    const other = await person('intruso.copy@example.com');
    const foreign = await other.post('/api/meals/days/2026-11-21/copy', { toDate: '2026-11-22' });
    expect(foreign.status).toBe(400);
    expect(await dayOf(eva, '2026-11-22')).toHaveLength(0);
  });

  it('sem Premium depois do teste grátis, só copia dos 7 dias que o histórico mostra (402 para os de antes)', async () => {
    const bia = await person('gratis.copy@example.com');
    const old = await log(bia, 'almoco', '2026-11-22T15:00:00Z', [{ foodId: 'taco-3', grams: 90 }]);
    await log(bia, 'almoco', '2026-11-21T15:00:00Z', [{ foodId: 'taco-3', grams: 80 }]);
    t.clock.advance(8 * 86_400_000); // 2026-11-30 12:00: the trial ended without a subscription; history from 24/11
    try {
      await log(bia, 'jantar', '2026-11-27T22:00:00Z', [{ foodId: 'taco-3', grams: 70 }]);
      const message =
        'Sem o Premium, seu histórico mostra os últimos 7 dias: copie de 24/11/2026 em diante ou assine o Premium ' +
        'para copiar dias anteriores.';
      const meal = await bia.post(`/api/meals/${old.id}/copy`, { slot: 'almoco', eatenAt: '2026-11-30T14:00:00Z' });
      expect(meal.status).toBe(402);
      expect(meal.body.error).toEqual({ code: 'premium_required', message });
      const day = await bia.post('/api/meals/days/2026-11-21/copy', { toDate: '2026-11-30' });
      expect(day.status).toBe(402);
      expect(day.body.error.message).toBe(message);
      expect(await dayOf(bia, '2026-11-30')).toHaveLength(0);
      // Inside the window both copies work as before.
      const inside = await bia.post('/api/meals/days/2026-11-27/copy', { toDate: '2026-11-29' });
      expect(inside.status).toBe(201);
      expect(dayCopyResultSchema.parse(inside.body).meals).toHaveLength(1);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });
});
