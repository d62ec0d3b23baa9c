import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mealItems } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';
import { deleteMeal } from './delete-meal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function personWithMeal(email: string) {
  const client = browser(t.app);
  const { body: user } = await client.post('/api/auth/signup', validSignup({ email }));
  const { body: meal } = await client.post('/api/meals', {
    slot: 'almoco',
    eatenAt: '2026-11-22T14:30:00.000Z',
    items: [{ foodId: 'taco-3', grams: 90 }],
  });
  return { client, userId: user.id as string, mealId: meal.id as string };
}

describe('deleteMeal', () => {
  it('apaga a refeição da pessoa com os itens, uma vez só', async () => {
    const ana = await personWithMeal('ana.delete-meal@example.com');
    expect(await deleteMeal(t.db, ana.userId, ana.mealId)).toBe(true);
    expect(await t.db.select().from(mealItems).where(eq(mealItems.mealId, ana.mealId))).toEqual([]);
    expect((await ana.client.get(`/api/meals/${ana.mealId}`)).status).toBe(404);
    expect(await deleteMeal(t.db, ana.userId, ana.mealId)).toBe(false);
  });

  it('não apaga a refeição de outra pessoa', async () => {
    const ana = await personWithMeal('ana2.delete-meal@example.com');
    const bia = await personWithMeal('bia.delete-meal@example.com');
    expect(await deleteMeal(t.db, bia.userId, ana.mealId)).toBe(false);
    expect((await ana.client.get(`/api/meals/${ana.mealId}`)).status).toBe(200);
  });

  it('DELETE /api/meals/:id responde 204, depois 404; id inválido é 404', async () => {
    const caio = await personWithMeal('caio.delete-meal@example.com');
    expect((await caio.client.send('DELETE', `/api/meals/${caio.mealId}`)).status).toBe(204);
    expect((await caio.client.send('DELETE', `/api/meals/${caio.mealId}`)).status).toBe(404);
    expect((await caio.client.send('DELETE', '/api/meals/nao-e-um-id')).status).toBe(404);
  });
});
