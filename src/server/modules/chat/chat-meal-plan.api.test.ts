import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../contracts/chat';
import type { MealPlanDto } from '../../../contracts/meal-plans';
import { startFakeOpenAiChat, type FakeOpenAiChat } from '../../test/fake-openai-chat';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

const API_KEY = 'chave-secreta-de-teste';
let fake: FakeOpenAiChat;
let t: TestApp;

// With a model configured: plan questions must still be answered from the stored plan, never by the model.
beforeAll(async () => {
  fake = await startFakeOpenAiChat({ apiKey: API_KEY });
  t = await createTestApp({
    chat: {
      rateLimit: 1000,
      rateWindowMs: 3_600_000,
      model: { baseUrl: fake.baseUrl, apiKey: API_KEY, model: 'nutri-chat-teste', timeoutMs: 400 },
    },
  }); // 2026-11-22T15:00:00Z: Sunday noon in São Paulo
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function person(email: string) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding());
  return client;
}
type Client = Awaited<ReturnType<typeof person>>;
const ask = async (client: Client, text: string) =>
  chatReplySchema.parse((await client.post('/api/chat/messages', { text })).body).reply;
const kcal = (value: number) => `${new Intl.NumberFormat('pt-BR').format(Math.round(value))} kcal`;

describe('chat: o plano alimentar da pessoa (issue #27 item 5)', () => {
  it('responde o jantar de hoje e o almoço de amanhã com os itens e totais do plano guardado', async () => {
    const ana = await person('ana.cardapio@example.com');
    const created = await ana.post('/api/meal-plans', {});
    expect(created.status).toBe(201);
    const plan = created.body as MealPlanDto;
    expect(plan.days[0]?.date).toBe('2026-11-22');

    const dinner = plan.days[0]!.meals.find((m) => m.slot === 'jantar')!;
    const tonight = await ask(ana, 'o que tem no jantar de hoje?');
    expect(tonight.text).toContain('Jantar de hoje, do seu plano alimentar:');
    for (const item of dinner.items) {
      expect(tonight.text).toContain(`• ${item.measure} de ${item.foodName}`);
      expect(tonight.text).toContain(kcal(item.nutrients.energyKcal));
    }
    expect(tonight.text).toContain(`Total: ${kcal(dinner.totals.energyKcal)}`);
    expect(tonight.text).toContain('/dashboard/plano');

    const lunch = plan.days[1]!.meals.find((m) => m.slot === 'almoco')!;
    const tomorrow = await ask(ana, 'qual o almoço de amanhã?');
    expect(tomorrow.text).toContain('Almoço de amanhã');
    for (const item of lunch.items) expect(tomorrow.text).toContain(`${item.measure} de ${item.foodName}`);

    const make = await ask(ana, 'monte meu cardápio da semana');
    expect(make.text).toContain('Você já tem um plano alimentar');
    expect(fake.requests).toHaveLength(0);
  }, 120_000); // the week runs the solver: seconds on a loaded machine

  it('sem plano: aponta /dashboard/plano e não inventa cardápio; o plano de outra pessoa não conta', async () => {
    const bia = await person('bia.cardapio@example.com');
    expect((await bia.post('/api/meal-plans', {})).status).toBe(201);
    const caio = await person('caio.cardapio@example.com');
    const dinner = await ask(caio, 'o que tem no jantar de hoje?');
    expect(dinner.text).toContain('Você ainda não tem um plano alimentar');
    expect(dinner.text).toContain('/dashboard/plano');
    expect(dinner.text).not.toMatch(/kcal/);
    const make = await ask(caio, 'monte meu cardápio');
    expect(make.text).toMatch(/gere o plano em \/dashboard\/plano/);
    expect(make.text).not.toMatch(/kcal|•/);
    expect(fake.requests).toHaveLength(0);
  }, 120_000);
});
