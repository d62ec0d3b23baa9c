import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MealPlanDto, ShoppingListDto } from '../../../contracts/meal-plans';
import { DAY, moveClockTo, newPerson } from '../../test/billing-helpers';
import { pdfText } from '../../test/pdf-text';
import { createTestApp, validOnboarding, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function personWithProfile(name: string, onboarding: Record<string, unknown> = {}) {
  const person = await newPerson(t, name);
  const res = await person.put('/api/me/onboarding', validOnboarding(onboarding));
  expect(res.status).toBe(200);
  return person;
}

const flat = (plan: MealPlanDto) => plan.days.flatMap((d) => d.meals.flatMap((m) => m.items));

describe('/api/meal-plans', () => {
  it('monta a semana nas metas da pessoa, guarda e devolve o plano atual; outra pessoa não o vê', async () => {
    const ana = await personWithProfile('Ana Souza');
    const res = await ana.post('/api/meal-plans', { restrictions: ['vegetariano'], dislikes: ['beterraba'] });
    expect(res.status).toBe(201);
    const plan = res.body as MealPlanDto;
    expect(plan.days).toHaveLength(7);
    expect(plan.disclaimer).toMatch(/não substitui a consulta com um nutricionista/);
    expect(plan.days[0]?.meals.map((m) => m.slot)).toEqual(['cafe', 'almoco', 'lanche', 'jantar', 'ceia']);
    for (const day of plan.days) {
      expect(day.totals.energyKcal).toBeGreaterThanOrEqual(plan.bounds.energyKcal.min - 0.1);
      expect(day.totals.energyKcal).toBeLessThanOrEqual(plan.bounds.energyKcal.max + 0.1);
      expect(day.totals.fiberG).toBeGreaterThanOrEqual(25);
      expect(day.totals.sodiumMg).toBeLessThanOrEqual(2000);
    }
    const names = flat(plan).map((i) => i.foodName.toLowerCase());
    expect(names.some((n) => /frango|patinho|merluza|tilápia|sardinha|carne|contrafilé/.test(n))).toBe(false);
    expect(names.some((n) => n.includes('beterraba'))).toBe(false);
    expect(flat(plan)[0]?.measure).toMatch(/\S/);

    const current = await ana.get('/api/meal-plans/current');
    expect(current.status).toBe(200);
    expect(current.body.id).toBe(plan.id);
    const bia = await personWithProfile('Bia Lima');
    expect((await bia.get('/api/meal-plans/current')).status).toBe(404);
  });

  it('“Baixar PDF”: a semana e a lista de compras num PDF, com os acentos; só o próprio plano', async () => {
    const ana = await personWithProfile('Ana Souza', { mealsPerDay: 4 });
    const plan = (await ana.post('/api/meal-plans', {})).body as MealPlanDto;
    const res = await t.app.request('/api/meal-plans/current/pdf', {
      headers: { cookie: [...ana.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="plano-alimentar-${plan.startDate}.pdf"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    const text = pdfText(bytes).join('\n');
    expect(text).toContain('Plano alimentar da semana');
    expect(text).toContain('Almoço:');
    for (const item of flat(plan)) expect(text).toContain(`${item.measure} de ${item.foodName}`);
    const list = (await ana.get('/api/meal-plans/current/shopping-list')).body as ShoppingListDto;
    expect(text).toContain('Lista de compras');
    for (const section of list.sections) {
      expect(text).toContain(`${section.name}:`);
      for (const item of section.items) expect(text).toContain(`• ${item.name}: `);
    }
    const bia = await personWithProfile('Bia Lima');
    expect((await bia.get('/api/meal-plans/current/pdf')).status).toBe(404);
  }, 120_000);

  it('"rápido" deixa de fora assados e leguminosas de molho, também nas substituições; guarda a região (decisão 0068)', async () => {
    const ana = await personWithProfile('Ana Souza');
    const res = await ana.post('/api/meal-plans', { cookingTime: 'rapido', region: 'nordeste' });
    expect(res.status).toBe(201);
    const plan = res.body as MealPlanDto;
    expect(plan.preferences).toMatchObject({ cookingTime: 'rapido', region: 'nordeste' });
    const slow = /assad|feijão|grão-de-bico|soja cozida/i;
    expect(flat(plan).filter((item) => slow.test(item.foodName))).toEqual([]);
    const lunch = plan.days[0]!.meals.findIndex((m) => m.slot === 'almoco');
    const protein = plan.days[0]!.meals[lunch]!.items.findIndex((i) => i.role === 'proteina');
    const subs = await ana.get(`/api/meal-plans/current/days/0/meals/${lunch}/items/${protein}/substitutions`);
    expect(subs.status).toBe(200);
    expect(subs.body.options.length).toBeGreaterThan(0);
    expect((subs.body.options as { foodName: string }[]).filter((o) => slow.test(o.foodName))).toEqual([]);
    const normal = (await ana.post('/api/meal-plans', {})).body as MealPlanDto;
    expect(normal.preferences).toMatchObject({ cookingTime: 'normal', region: null });
  }, 120_000);

  it('recusa e encaminha a um profissional na gestação; sem perfil pede o perfil; entrada inválida é 400', async () => {
    const ana = await personWithProfile('Ana Souza');
    const pregnant = await ana.post('/api/meal-plans', { situations: ['gestante'] });
    expect(pregnant.status).toBe(422);
    expect(pregnant.body.error.code).toBe('needs_professional');
    expect(pregnant.body.error.message).toMatch(/nutricionista/);
    const bad = await ana.post('/api/meal-plans', { restrictions: ['carnivoro'], budget: 'luxo' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toBeDefined();
    const slow = await ana.post('/api/meal-plans', { cookingTime: 'lento' });
    expect(slow.status).toBe(400);
    expect(JSON.stringify(slow.body.error)).toMatch(/tempo para cozinhar/);
    const south = await ana.post('/api/meal-plans', { region: 'sul' });
    expect(south.status).toBe(400);
    expect(JSON.stringify(south.body.error)).toMatch(/culinária regional/);
    const noProfile = await newPerson(t, 'Caio Dias');
    expect((await noProfile.post('/api/meal-plans', {})).body.error.code).toBe('profile_required');
  });

  it('lista substituições, troca um alimento, trava e refaz a refeição mantendo o travado', async () => {
    const ana = await personWithProfile('Ana Souza', { mealsPerDay: 4 });
    const plan = (await ana.post('/api/meal-plans', { budget: 'economico' })).body as MealPlanDto;
    const lunch = plan.days[1]!.meals.findIndex((m) => m.slot === 'almoco');
    const base = plan.days[1]!.meals[lunch]!.items.findIndex((i) => i.role === 'base');
    const path = `/api/meal-plans/current/days/1/meals/${lunch}/items/${base}`;
    const subs = await ana.get(`${path}/substitutions`);
    expect(subs.status).toBe(200);
    expect(subs.body.options.length).toBeGreaterThan(0);
    expect(subs.body.options[0].measure).toMatch(/\S/);
    // A swap that would break a bound of the day is refused (422) and the plan stays; at least one option fits.
    let swapped: Awaited<ReturnType<typeof ana.post>> | null = null;
    let option: { foodId: string } | null = null;
    for (const candidate of subs.body.options as { foodId: string }[]) {
      const res = await ana.post(`${path}/swap`, { foodId: candidate.foodId });
      if (res.status === 200) {
        [swapped, option] = [res, candidate];
        break;
      }
      expect(res.body.error.code).toBe('plan_edit_infeasible');
    }
    expect(swapped?.status).toBe(200);
    const swappedLunch = (swapped!.body as MealPlanDto).days[1]!.meals[lunch]!;
    expect(swappedLunch.items.some((i) => i.foodId === option!.foodId)).toBe(true);
    expect((await ana.post(`${path}/swap`, { foodId: 'taco-346' })).body.error.code).toBe('food_not_allowed');

    const protein = swappedLunch.items.findIndex((i) => i.role === 'proteina');
    const locked = await ana.send('PATCH', `/api/meal-plans/current/days/1/meals/${lunch}/items/${protein}`, {
      locked: true,
    });
    expect(locked.status).toBe(200);
    const kept = (locked.body as MealPlanDto).days[1]!.meals[lunch]!.items[protein]!;
    expect(kept.locked).toBe(true);
    const redone = await ana.post(`/api/meal-plans/current/days/1/meals/${lunch}/regenerate`);
    expect(redone.status).toBe(200);
    const after = (redone.body as MealPlanDto).days[1]!.meals[lunch]!.items;
    expect(after.find((i) => i.foodId === kept.foodId)).toMatchObject({ quantity: kept.quantity, locked: true });
    const day = await ana.post('/api/meal-plans/current/days/2/regenerate');
    expect(day.status).toBe(200);
    expect((await ana.get('/api/meal-plans/current/days/9/meals/0/items/0/substitutions')).status).toBe(404);
  });

  it('lista de compras por seção em unidades de compra; marca e desmarca itens', async () => {
    const ana = await personWithProfile('Ana Souza');
    await ana.post('/api/meal-plans', {});
    const list = (await ana.get('/api/meal-plans/current/shopping-list')).body as ShoppingListDto;
    expect(list.sections.map((s) => s.name)).toContain('Hortifrúti');
    const units = list.sections.flatMap((s) => s.items.map((i) => i.unit));
    expect(
      units.some((u) => ['kg', 'dúzia', 'pacote', 'pacotes', 'maço', 'maços', 'litro', 'litros'].includes(u)),
    ).toBe(true);
    const first = list.sections[0]!.items[0]!;
    const checked = await ana.put('/api/meal-plans/current/shopping-list/checked', { key: first.key, checked: true });
    expect(checked.status).toBe(200);
    expect(checked.body.sections[0].items[0].checked).toBe(true);
    const again = (await ana.get('/api/meal-plans/current/shopping-list')).body as ShoppingListDto;
    expect(again.sections[0]!.items[0]!.checked).toBe(true);
    expect(
      (await ana.put('/api/meal-plans/current/shopping-list/checked', { key: 'nada', checked: true })).status,
    ).toBe(404);
  });

  it('"Registrar como planejado" registra a refeição pelo caso de uso das refeições', async () => {
    const ana = await personWithProfile('Ana Souza');
    const plan = (await ana.post('/api/meal-plans', {})).body as MealPlanDto;
    const meal = plan.days[0]!.meals[1]!;
    const logged = await ana.post('/api/meal-plans/current/days/0/meals/1/log', {});
    expect(logged.status).toBe(201);
    expect(logged.body.slot).toBe(meal.slot);
    expect(logged.body.items.map((i: { foodId: string }) => i.foodId)).toEqual(meal.items.map((i) => i.foodId));
    expect(logged.body.totals.energyKcal).toBeCloseTo(meal.totals.energyKcal, -1);
    const listed = await ana.get('/api/meals');
    expect(listed.body.items.some((m: { id: string }) => m.id === logged.body.id)).toBe(true);
  });

  it('é Premium: depois do teste grátis sem assinatura, 402', async () => {
    const ana = await personWithProfile('Ana Souza');
    moveClockTo(t, new Date(t.clock.now().getTime() + 8 * DAY));
    const res = await ana.post('/api/meal-plans', {});
    expect(res.status).toBe(402);
    expect(res.body.error.code).toBe('premium_required');
  });
});
