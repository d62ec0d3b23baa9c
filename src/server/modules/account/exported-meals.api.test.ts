import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mealItems, meals } from '../../db/schema';
import { newPerson } from '../../test/billing-helpers';
import { createTestApp, validOnboarding, type TestApp } from '../../test/test-app';
import { exportJson, exportedMealsJson, parseExportedMeals } from './export-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The meals as drizzle reads them, shaped as the export had them before PostgreSQL wrote their JSON. */
async function mealsAsRows(userId: string) {
  const rows = await t.db
    .select()
    .from(meals)
    .where(eq(meals.userId, userId))
    .orderBy(asc(meals.eatenAt), asc(meals.id));
  const items = await t.db
    .select()
    .from(mealItems)
    .where(eq(mealItems.userId, userId))
    .orderBy(asc(mealItems.mealId), asc(mealItems.position));
  return rows.map(({ userId: _, ...meal }) => ({
    ...meal,
    items: items.filter((i) => i.mealId === meal.id).map(({ userId: __, mealId: ___, ...item }) => item),
  }));
}

const base = { slot: 'jantar' as const, localDate: '2026-11-20', searchText: 'x', catalogVersion: 'test' };

it('as refeições da exportação, escritas pelo PostgreSQL, são as linhas como o drizzle as lê, byte a byte', async () => {
  const ana = await newPerson(t, 'Ana Exporta');
  await ana.put('/api/me/onboarding', validOnboarding());
  const lunch = {
    slot: 'almoco',
    eatenAt: '2026-11-22T14:30:00.000Z',
    items: [
      { foodId: 'taco-3', quantity: 2, measureId: 'colher-de-servir' },
      { foodId: 'taco-561', quantity: 1.5, measureId: 'concha' },
    ],
    note: 'Com "aspas", \\ barra, linha\nnova, tab\t e 🍛 acentuação',
  };
  expect((await ana.post('/api/meals', lunch)).status).toBe(201);
  expect((await ana.post('/api/meals', { ...lunch, slot: 'cafe', eatenAt: '2026-11-21T10:00:00.000Z' })).status).toBe(
    201,
  );
  // No items, no figures, marked incomplete, and instants with microseconds (now() writes them; a Date has ms).
  const [bare] = await t.db
    .insert(meals)
    .values({
      ...base,
      userId: ana.id,
      eatenAt: new Date('2026-11-20T23:59:59.999Z'),
      incompleteNutrients: ['fiberG', 'sodiumMg'],
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  await t.db.execute(
    sql`update meals set created_at = '2026-11-20 23:59:59.987654+00', updated_at = now() where id = ${bare!.id}`,
  );

  const expected = await mealsAsRows(ana.id);
  expect(expected).toHaveLength(3);
  const json = await exportedMealsJson(t.db, ana.id);
  expect(json).toBe(JSON.stringify(expected));
  expect(parseExportedMeals(json)).toEqual(expected);

  // Through the route, in its place among the rest (the replica, when the run has one, sees the direct writes).
  await t.replicated();
  const exported = await ana.get('/api/account/export');
  expect(exported.headers.get('content-type')).toBe('application/json');
  expect(Object.keys(exported.body).indexOf('meals')).toBe(Object.keys(exported.body).indexOf('sessions') + 1);
  expect(exported.body.meals).toEqual(JSON.parse(JSON.stringify(expected)));
});

it('números fora do comum saem com o mesmo valor, e uma conta sem refeições exporta []', async () => {
  const bia = await newPerson(t, 'Bia Extremos');
  expect(await exportedMealsJson(t.db, bia.id)).toBe('[]');
  const [meal] = await t.db
    .insert(meals)
    .values({
      ...base,
      userId: bia.id,
      eatenAt: new Date('2026-11-20T12:00:00.000Z'),
      energyKcal: 1_234_567,
      proteinG: 0.000_012_5,
      carbsG: 1 / 3,
      incompleteNutrients: [],
      createdAt: new Date(),
      updatedAt: new Date(),
    })
    .returning();
  await t.db.insert(mealItems).values(
    [2, 0, 1].map((position) => ({
      userId: bia.id,
      mealId: meal!.id,
      position,
      foodId: `f-${position}`,
      foodName: `Comida ${position}`,
      quantity: 3.3,
      unit: 'g',
      grams: 99.9,
    })),
  );
  const json = await exportedMealsJson(t.db, bia.id);
  // PostgreSQL writes 1.234567e+06 where JavaScript writes 1234567: the same number.
  expect(JSON.parse(json)).toEqual(JSON.parse(JSON.stringify(await mealsAsRows(bia.id))));
  expect(JSON.parse(json)[0].items.map((i: { position: number }) => i.position)).toEqual([0, 1, 2]);
  const spliced = exportJson({ before: 'a', meals: [], after: 'b' }, json);
  expect(JSON.parse(spliced)).toEqual({ before: 'a', meals: JSON.parse(json), after: 'b' });
});
