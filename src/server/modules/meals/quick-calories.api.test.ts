import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisSchema } from '../../../contracts/analysis';
import { mealListSchema, mealSchema } from '../../../contracts/meals';
import { itemRequestOf } from '../../../domain/meals/build-meal-items';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // clock: 2026-11-22T15:00:00Z
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  return client;
}

const snack = (items: unknown[]) => ({ slot: 'lanche', eatenAt: '2026-11-22T13:00:00.000Z', items });

describe('calorias avulsas (decisão 0045)', () => {
  it('"lanche de 300 calorias" analisado, salvo e lido de volta no histórico e nas estatísticas do dia', async () => {
    const caio = await person('caio.quick@example.com');
    const analysis = analysisSchema.parse(
      (await caio.post('/api/analysis/text', { text: 'lanche de 300 calorias' })).body,
    );
    expect(analysis.items.map((item) => [item.foodName, item.foodSource, item.quantity, item.unit])).toEqual([
      ['Calorias avulsas', 'quick', 300, 'kcal'],
    ]);
    const saved = await caio.post('/api/meals', snack(analysis.items.map(itemRequestOf)));
    expect(saved.status).toBe(201);
    const meal = mealSchema.parse(saved.body);
    expect(meal.totals).toMatchObject({ energyKcal: 300, proteinG: null, carbsG: null, fatG: null });
    expect(meal.incompleteNutrients).toEqual(expect.arrayContaining(['proteinG', 'carbsG', 'fatG']));
    const [listed] = mealListSchema.parse((await caio.get('/api/meals')).body).items;
    expect(listed?.items).toEqual([
      {
        foodId: 'calorias-avulsas',
        foodName: 'Calorias avulsas',
        foodSource: 'quick',
        quantity: 300,
        unit: 'kcal',
        measureId: null,
        grams: 0,
        nutrients: { energyKcal: 300, proteinG: null, carbsG: null, fatG: null, fiberG: null, sodiumMg: null },
      },
    ]);
    const day = await caio.get('/api/stats/day?date=2026-11-22');
    expect(day.body.energyKcal).toBe(300);
  });

  it('guarda as macros informadas e soma com os alimentos do catálogo', async () => {
    const dora = await person('dora.quick@example.com');
    const items = [
      { foodId: 'taco-3', grams: 100 },
      { foodId: 'calorias-avulsas', energyKcal: 300, proteinG: 20, carbsG: null, fatG: 10 },
    ];
    const meal = mealSchema.parse((await dora.post('/api/meals', snack(items))).body);
    expect(meal.items[1]?.nutrients).toMatchObject({ energyKcal: 300, proteinG: 20, carbsG: null, fatG: 10 });
    expect(meal.totals.energyKcal).toBe(428); // 128 kcal em 100 g de arroz branco cozido (TACO 3) + 300
    // A number typed once is no "frequent food"; the meal itself can still be repeated from the suggestions.
    const suggestions = (await dora.get('/api/meals/suggestions?slot=lanche')).body;
    expect(suggestions.frequentFoods.map((item: { foodId: string }) => item.foodId)).toEqual(['taco-3']);
    expect(suggestions.recentMeals[0].items[1].foodId).toBe('calorias-avulsas');
  });

  it('o nome e os números vêm do servidor: só a energia e as macros da pessoa, dentro dos limites', async () => {
    const eva = await person('eva.quick@example.com');
    const sent = { foodId: 'calorias-avulsas', energyKcal: 250, foodName: 'Outro nome', nutrients: { fiberG: 9 } };
    const meal = mealSchema.parse((await eva.post('/api/meals', snack([sent]))).body);
    expect(meal.items[0]).toMatchObject({ foodName: 'Calorias avulsas', nutrients: { energyKcal: 250, fiberG: null } });

    for (const [item, field, message] of [
      [{ foodId: 'calorias-avulsas', energyKcal: 6000 }, 'items.0.energyKcal', 'Informe de 1 a 5.000 kcal'],
      [{ foodId: 'calorias-avulsas', energyKcal: 0 }, 'items.0.energyKcal', 'Informe de 1 a 5.000 kcal'],
      [{ foodId: 'calorias-avulsas', energyKcal: 300, fatG: 900 }, 'items.0.fatG', 'Informe a gordura de 0 a 600 g'],
      [
        { foodId: 'calorias-avulsas', grams: 100 },
        'items.0.energyKcal',
        'Informe as calorias avulsas: de 1 a 5.000 kcal (e até 600 g de cada macronutriente)',
      ],
    ] as const) {
      const res = await eva.post('/api/meals', snack([item]));
      expect(res.status).toBe(400);
      expect(res.body.error.fields[field]).toBe(message);
    }
  });

  it('pelo chat: "comi um lanche de 300 calorias" propõe as calorias avulsas e as registra ao confirmar', async () => {
    const fabio = await person('fabio.quick@example.com');
    const res = await fabio.post('/api/chat/messages', { text: 'comi um lanche de 300 calorias' });
    const [action] = res.body.reply.actions;
    expect(action.meal.items).toMatchObject([{ foodName: 'Calorias avulsas', foodSource: 'quick', energyKcal: 300 }]);
    expect(res.body.reply.text).toContain('Calorias avulsas, 300 kcal');
    const confirmed = await fabio.post(`/api/chat/actions/${action.id}/confirm`);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.meal.totals.energyKcal).toBe(300);
  });
});
