import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { myFoodSchema } from '../../../contracts/my-foods';
import { newPerson } from '../../test/billing-helpers';
import { browser, createTestApp, validOnboarding, type TestApp } from '../../test/test-app';
import { granolaLabel } from '../../test/request-bodies';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/my-foods', () => {
  it('cria do rótulo por porção, guarda por 100 g e o que não está no rótulo fica desconhecido', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const res = await ana.post('/api/my-foods', granolaLabel);
    expect(res.status).toBe(201);
    const food = myFoodSchema.parse(res.body);
    expect(food.id).toMatch(/^meu-/);
    expect(food.per100g).toEqual({ energyKcal: 450, proteinG: 10, carbsG: 67.5, fatG: 15, fiberG: 7, sodiumMg: null });
    expect(food.perPortion.energyKcal).toBe(180);
    expect(food.portion).toEqual({ label: 'xícara de chá', grams: 40 });
    const list = await ana.get('/api/my-foods');
    expect(list.body.items.map((f: { name: string }) => f.name)).toEqual(['Granola da Vó Lurdes']);
  });

  it('guarda açúcares e gorduras saturadas/trans do rótulo por 100 g; sem eles, ficam desconhecidos', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    const plain = myFoodSchema.parse((await ana.post('/api/my-foods', granolaLabel)).body);
    const unknown = { sugarsTotalG: null, sugarsAddedG: null, saturatedFatG: null, transFatG: null };
    expect(plain.details).toEqual({ per100g: unknown, perPortion: unknown });

    const details = { sugarsTotalG: '8', sugarsAddedG: '5,2', saturatedFatG: '1,2', transFatG: '0' };
    const res = await ana.post('/api/my-foods', { ...granolaLabel, name: 'Granola com mel', ...details });
    expect(res.status).toBe(201);
    const food = myFoodSchema.parse(res.body);
    // Per portion of 40 g → per 100 g (× 2,5); a 0 on the label stays 0, a blank stays null.
    expect(food.details.per100g).toEqual({ sugarsTotalG: 20, sugarsAddedG: 13, saturatedFatG: 3, transFatG: 0 });
    expect(food.details.perPortion).toEqual({ sugarsTotalG: 8, sugarsAddedG: 5.2, saturatedFatG: 1.2, transFatG: 0 });
    expect((await ana.get(`/api/my-foods/${food.id}`)).body.details).toEqual(food.details);
    const listed = (await ana.get('/api/my-foods')).body.items.find((f: { id: string }) => f.id === food.id);
    expect(listed.details.per100g.saturatedFatG).toBe(3);

    // Editing per 100 g: what is sent replaces what was there (PUT), blanks included.
    const edited = await ana.put(`/api/my-foods/${food.id}`, {
      ...granolaLabel,
      name: 'Granola com mel',
      basis: 'per100g',
      portionGrams: '40',
      energyKcal: '450',
      proteinG: '10',
      carbsG: '67,5',
      fatG: '15',
      fiberG: '7',
      saturatedFatG: '2,5',
      sugarsTotalG: '',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.details.per100g).toEqual({
      sugarsTotalG: null,
      sugarsAddedG: null,
      saturatedFatG: 2.5,
      transFatG: null,
    });
    expect((await ana.get(`/api/my-foods/${food.id}`)).body.details.perPortion.saturatedFatG).toBe(1);
    const cleared = await ana.put(`/api/my-foods/${food.id}`, { ...granolaLabel, name: 'Granola com mel' });
    expect(cleared.body.details.per100g).toEqual(unknown);

    // Another person never sees them: not by id, not in their list, not in their export.
    expect((await bia.get(`/api/my-foods/${food.id}`)).status).toBe(404);
    expect((await bia.get('/api/my-foods')).body.items).toEqual([]);
    expect((await bia.get('/api/account/export')).body.myFoods).toEqual([]);
    await ana.put(`/api/my-foods/${food.id}`, { ...granolaLabel, name: 'Granola com mel', ...details });
    const mine = (await ana.get('/api/account/export')).body.myFoods;
    expect(mine).toContainEqual(
      expect.objectContaining({ name: 'Granola com mel', sugarsAddedG: 13, saturatedFatG: 3, transFatG: 0 }),
    );
  });

  it('recusa açúcares e gorduras impossíveis com mensagem em português (400)', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const fields = async (extra: Record<string, unknown>) => {
      const res = await ana.post('/api/my-foods', { ...granolaLabel, ...extra });
      expect(res.status).toBe(400);
      return res.body.error.fields as Record<string, string>;
    };
    // The portion has 27 g of carbohydrates and 6 g of fat.
    expect((await fields({ sugarsTotalG: '30' })).sugarsTotalG).toMatch(
      /açúcares \(30 g\) não podem passar dos carboidratos/,
    );
    expect((await fields({ sugarsAddedG: '29' })).sugarsAddedG).toMatch(/não podem passar dos carboidratos/);
    expect((await fields({ sugarsTotalG: '8', sugarsAddedG: '9' })).sugarsAddedG).toMatch(
      /adicionados \(9 g\) não podem passar dos açúcares totais \(8 g\)/,
    );
    expect((await fields({ saturatedFatG: '4', transFatG: '2,5' })).saturatedFatG).toMatch(
      /saturadas e trans somam 6,5 g: mais que as gorduras totais \(6 g\)/,
    );
    expect((await fields({ transFatG: '7' })).transFatG).toMatch(/mais que as gorduras totais/);
    // 50 g in a 40 g portion is 125 g in 100 g (the carbohydrates left blank, so only this check applies).
    expect((await fields({ carbsG: '', sugarsTotalG: '50' })).sugarsTotalG).toMatch(
      /Os açúcares totais dão 125 g por 100 g .*mais que o próprio peso/,
    );
    expect((await fields({ saturatedFatG: 'muito' })).saturatedFatG).toBe(
      'Informe as gorduras saturadas com números, como 12,5',
    );
    expect((await fields({ transFatG: -1 })).transFatG).toBe('Use zero ou mais para as gorduras trans');
    // Rounding on the label (fat 6, saturated 5,6 + trans 0,5) is not a slip.
    expect((await ana.post('/api/my-foods', { ...granolaLabel, saturatedFatG: '5,6', transFatG: '0,5' })).status).toBe(
      201,
    );
  });

  it('aparece primeiro na busca e na análise da dona, e só dela', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    const { body: food } = await ana.post('/api/my-foods', { ...granolaLabel, name: 'Arroz branco', synonyms: [] });
    const search = await ana.get('/api/foods?q=arroz%20branco&limit=3');
    expect(search.body.items[0]).toMatchObject({ id: food.id, source: { id: 'meu-alimento' } });
    expect(search.body.items[1].id).toBe('taco-3');
    const analysis = await ana.post('/api/analysis/text', { text: '1 xícara de chá de arroz branco' });
    expect(analysis.body.items[0]).toMatchObject({ foodId: food.id, grams: 40, nutrients: { energyKcal: 180 } });
    expect((await ana.get(`/api/foods/${food.id}`)).body.name).toBe('Arroz branco');

    const other = await bia.get('/api/foods?q=arroz%20branco&limit=3');
    expect(other.body.items.map((f: { id: string }) => f.id)).not.toContain(food.id);
    const theirs = await bia.post('/api/analysis/text', { text: '1 xícara de chá de arroz branco' });
    expect(theirs.body.items[0].foodId).toBe('taco-3');
    expect((await bia.get(`/api/foods/${food.id}`)).status).toBe(404);
  });

  it('outra pessoa não lê, não edita, não apaga e não registra o alimento de alguém', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    const { body: food } = await ana.post('/api/my-foods', granolaLabel);
    expect((await bia.get(`/api/my-foods/${food.id}`)).status).toBe(404);
    expect((await bia.put(`/api/my-foods/${food.id}`, { ...granolaLabel, name: 'Minha agora' })).status).toBe(404);
    expect((await bia.send('DELETE', `/api/my-foods/${food.id}`)).status).toBe(404);
    expect((await bia.get('/api/my-foods')).body.items).toEqual([]);
    const meal = await bia.post('/api/meals', {
      slot: 'cafe',
      eatenAt: '2026-11-22T11:00:00.000Z',
      items: [{ foodId: food.id, grams: 40 }],
    });
    expect(meal.status).toBe(400);
    expect((await ana.get(`/api/my-foods/${food.id}`)).body.name).toBe('Granola da Vó Lurdes');
  });

  it('editar ou apagar o alimento nunca muda refeições já registradas', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const { body: food } = await ana.post('/api/my-foods', granolaLabel);
    const meal = await ana.post('/api/meals', {
      slot: 'cafe',
      eatenAt: '2026-11-22T11:00:00.000Z',
      items: [{ foodId: food.id, quantity: 1, measureId: 'xicara-de-cha' }],
    });
    expect(meal.status).toBe(201);
    expect(meal.body.items[0]).toMatchObject({
      foodName: 'Granola da Vó Lurdes',
      grams: 40,
      nutrients: { energyKcal: 180 },
    });
    const edited = await ana.put(`/api/my-foods/${food.id}`, { ...granolaLabel, energyKcal: '160', fatG: '4' });
    expect(edited.status).toBe(200);
    expect((await ana.get(`/api/meals/${meal.body.id}`)).body.items[0].nutrients.energyKcal).toBe(180);
    expect((await ana.send('DELETE', `/api/my-foods/${food.id}`)).status).toBe(204);
    expect((await ana.get(`/api/meals/${meal.body.id}`)).body.totals.energyKcal).toBe(180);
    // Editing that meal later keeps the item with the figures it was logged with.
    const again = await ana.send('PATCH', `/api/meals/${meal.body.id}`, {
      items: [{ foodId: food.id, grams: 80 }],
    });
    expect(again.status).toBe(200);
    expect(again.body.items[0]).toMatchObject({
      foodName: 'Granola da Vó Lurdes',
      grams: 80,
      nutrients: { energyKcal: 360 },
    });
  });

  it('recusa valores impossíveis com mensagem em português (4xx, nunca 500)', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const kj = await ana.post('/api/my-foods', { ...granolaLabel, energyKcal: '300' });
    expect(kj.status).toBe(400);
    expect(kj.body.error.fields.energyKcal).toMatch(/não confere com os macronutrientes/);
    const heavy = await ana.post('/api/my-foods', { ...granolaLabel, portionGrams: '4', energyKcal: '180' });
    expect(heavy.status).toBe(400);
    expect(heavy.body.error.fields.energyKcal).toMatch(/900 kcal/);
    const blank = await ana.post('/api/my-foods', { ...granolaLabel, name: ' ', energyKcal: 'muito' });
    expect(blank.body.error.fields).toMatchObject({
      name: 'Dê um nome ao alimento',
      energyKcal: 'Informe o valor energético (kcal), como 120 ou 120,5',
    });
    const negative = await ana.post('/api/my-foods', { ...granolaLabel, proteinG: -1 });
    expect(negative.body.error.fields.proteinG).toBe('Use zero ou mais para as proteínas');
    expect((await ana.post('/api/my-foods', granolaLabel)).status).toBe(201);
    const twin = await ana.post('/api/my-foods', { ...granolaLabel, name: 'granola da vó lurdes' });
    expect(twin.status).toBe(409);
    expect(twin.body.error.code).toBe('my_food_name_taken');
    expect((await ana.get('/api/my-foods/nao-existe')).status).toBe(404);
  });

  it('salva uma refeição como receita: gramas somados, valores por 100 g, desconhecido continua desconhecido', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    const meal = await ana.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-22T15:00:00.000Z',
      items: [
        { foodId: 'taco-3', grams: 150 },
        { foodId: 'taco-561', grams: 100 },
      ],
    });
    expect(meal.status).toBe(201);
    expect((await bia.post('/api/my-foods/from-meal', { mealId: meal.body.id, name: 'Roubado' })).status).toBe(404);
    const res = await ana.post('/api/my-foods/from-meal', { mealId: meal.body.id, name: 'Arroz com feijão da casa' });
    expect(res.status).toBe(201);
    const recipe = myFoodSchema.parse(res.body);
    expect(recipe).toMatchObject({ kind: 'recipe', portion: { label: 'porção', grams: 250 } });
    const [rice, beans] = meal.body.items;
    const kcal = Math.round(((rice.nutrients.energyKcal + beans.nutrients.energyKcal) / 250) * 100 * 100) / 100;
    expect(recipe.per100g.energyKcal).toBe(kcal);
    expect(recipe.perPortion.energyKcal).toBeCloseTo(meal.body.totals.energyKcal, 1);
    expect(recipe.ingredients?.map((i) => i.foodId)).toEqual(['taco-3', 'taco-561']);
    const analysis = await ana.post('/api/analysis/text', { text: 'arroz com feijão da casa' });
    expect(analysis.body.items).toHaveLength(1);
    expect(analysis.body.items[0]).toMatchObject({ foodId: recipe.id, grams: 250 });
  });

  it('o chat da dona responde e propõe o registro com o alimento dela; o de outra pessoa não o conhece', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    await ana.put('/api/me/onboarding', validOnboarding());
    await bia.put('/api/me/onboarding', validOnboarding());
    await ana.post('/api/my-foods', granolaLabel);
    const question = 'quantas calorias tem 1 xícara de chá de granola da vó lurdes?';
    const answer = await ana.post('/api/chat/messages', { text: question });
    expect(answer.status).toBe(200);
    expect(answer.body.reply.text).toContain('Granola da Vó Lurdes, 1 xícara de chá (40 g): 180 kcal');
    expect(answer.body.reply.text).toContain('alimento seu (Meus alimentos)');
    const log = await ana.post('/api/chat/messages', { text: 'comi 2 xícaras de chá de granola da vó lurdes no café' });
    expect(log.body.reply.actions[0].meal.items[0]).toMatchObject({ foodName: 'Granola da Vó Lurdes', grams: 80 });
    const other = await bia.post('/api/chat/messages', { text: question });
    expect(other.body.reply.text).not.toContain('Granola da Vó Lurdes');
  });

  it('exige sessão e mesma origem', async () => {
    const anonymous = browser(t.app);
    expect((await anonymous.get('/api/my-foods')).status).toBe(401);
    const ana = await newPerson(t, 'Ana Souza');
    const foreign = await ana.post('/api/my-foods', granolaLabel, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
  });
});
