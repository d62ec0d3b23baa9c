import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatReplySchema } from '../../../contracts/chat';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // 2026-11-22T15:00:00Z = Sunday 12:00 in São Paulo; offline assistant
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding()); // 1.450 kcal
  return client;
}
type Client = Awaited<ReturnType<typeof person>>;
const ask = async (client: Client, text: string) =>
  chatReplySchema.parse((await client.post('/api/chat/messages', { text })).body).reply;
const lunch = (client: Client, grams: number) =>
  client.post('/api/meals', { slot: 'almoco', eatenAt: '2026-11-22T14:00:00Z', items: [{ foodId: 'taco-3', grams }] });

describe('chat: “posso comer X?” e trocas (issue #26 itens 2 e 3)', () => {
  it('compara a pizza com o que resta da meta de hoje, com os números do painel', async () => {
    const ana = await person('ana.pizza@example.com');
    await lunch(ana, 500); // taco-3: 128 kcal/100 g → 640 kcal
    const day = (await ana.get('/api/stats/day')).body;
    expect(day.energyKcal).toBe(640);
    const fits = await ask(ana, 'posso comer pizza hoje?');
    expect(fits.text).toContain('Pizza de muçarela, 2 fatias (200 g), porção típica: 575 kcal');
    expect(fits.text).toContain('Hoje você comeu 640 kcal de 1.450 kcal: ainda cabem 810 kcal.');
    expect(fits.text).toContain('Cabe, sim');
    expect(fits.actions).toEqual([]);

    await lunch(ana, 400); // +512 kcal → 1.152 kcal; 298 kcal left
    const smaller = await ask(ana, 'posso comer 2 fatias de pizza no jantar');
    expect(smaller.text).toContain('ainda cabem 298 kcal');
    expect(smaller.text).toContain('cabe uma porção menor: 1 fatia (100 g, 288 kcal)');

    await lunch(ana, 100); // +128 kcal → 1.280 kcal; 170 kcal left: not even a third of the pizza
    const another = await ask(ana, 'posso comer pizza?');
    expect(another.text).toContain('Que tal deixar para outro dia, ou dividir com alguém?');
  });

  it('sem refeições de outra pessoa: o que resta é o do próprio dia', async () => {
    const bia = await person('bia.pizza@example.com');
    const caio = await person('caio.pizza@example.com');
    await lunch(bia, 1000);
    const reply = await ask(caio, 'da pra comer um brigadeiro?');
    expect(reply.text).toContain('Hoje você comeu 0 kcal de 1.450 kcal: ainda cabem 1.450 kcal.');
  });

  it('troca o arroz pela batata-doce com a mesma energia, em medida caseira', async () => {
    const davi = await person('davi.troca@example.com');
    const reply = await ask(davi, 'posso trocar o arroz por batata doce?');
    expect(reply.text).toContain(
      '5 colheres de sopa de arroz branco cozido (125 g, 160 kcal) ≈ 210 g de batata-doce cozida (3 fatias)',
    );
    const options = await ask(davi, 'o que posso comer no lugar do pão?');
    expect(options.text.split('\n').filter((line) => line.startsWith('• '))).toHaveLength(3);
  });
});
