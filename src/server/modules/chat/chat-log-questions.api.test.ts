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

describe('chat: perguntas sobre o próprio registro (issue #26)', () => {
  it('“quantas calorias eu comi ontem?” dá o número de ontem, não o de hoje', async () => {
    const ana = await person('ana.ontem@example.com');
    // taco-3: 128 kcal/100 g. Yesterday 300 g = 384 kcal; today 500 g = 640 kcal.
    await ana.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-21T15:00:00Z',
      items: [{ foodId: 'taco-3', grams: 300 }],
    });
    await ana.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-22T14:00:00Z',
      items: [{ foodId: 'taco-3', grams: 500 }],
    });
    const yesterday = await ask(ana, 'quantas calorias eu comi ontem?');
    expect(yesterday.text).toContain('Ontem (21/11) você consumiu 384 kcal');
    expect(yesterday.text).not.toContain('640 kcal');
    const range = (await ana.get('/api/stats/range?from=2026-11-21&to=2026-11-21')).body;
    expect(range.days[0].energyKcal).toBe(384); // the same figure Statistics shows
    expect((await ask(ana, 'quantas calorias eu comi hoje?')).text).toContain('Hoje (22/11) você consumiu 640 kcal');
    expect((await ask(ana, 'qual minha média de calorias nos últimos 7 dias?')).text).toContain(
      'Média de 512 kcal por dia nos 2 dias com registro',
    );
  });

  it('nunca responde com os dados de outra pessoa', async () => {
    const bia = await person('bia.ontem@example.com');
    const caio = await person('caio.ontem@example.com');
    await bia.post('/api/meals', {
      slot: 'jantar',
      eatenAt: '2026-11-21T22:00:00Z',
      items: [{ foodId: 'taco-3', grams: 300 }],
    });
    const reply = await ask(caio, 'quantas calorias eu comi ontem?');
    expect(reply.text).toContain('Ontem (21/11) você não registrou refeições');
    expect(reply.text).not.toContain('384');
  });
});

describe('chat: água e peso com confirmação (issue #26)', () => {
  it('propõe a água, só registra ao confirmar, uma vez, e o dia passa a somá-la', async () => {
    const davi = await person('davi.agua@example.com');
    const reply = await ask(davi, 'bebi 2 copos de água');
    const [action] = reply.actions;
    expect(action).toMatchObject({ kind: 'log_water', label: 'Registrar água', status: 'pending', water: { ml: 500 } });
    expect((await davi.get('/api/stats/day')).body.waterMl).toBe(0);
    const confirmed = await davi.post(`/api/chat/actions/${action?.id}/confirm`, {});
    expect(confirmed.status).toBe(201);
    expect(confirmed.body).toMatchObject({ action: { status: 'confirmed' }, water: { ml: 500, date: '2026-11-22' } });
    expect((await davi.post(`/api/chat/actions/${action?.id}/confirm`, {})).status).toBe(409);
    expect((await davi.get('/api/stats/day')).body.waterMl).toBe(500);
    expect((await ask(davi, 'quanta água eu bebi hoje?')).text).toContain('500 mL');
  });

  it('propõe o peso e o registra ao confirmar; outra pessoa não confirma a ação', async () => {
    const eva = await person('eva.peso@example.com');
    const fabio = await person('fabio.peso@example.com');
    const [action] = (await ask(eva, 'pesei 71,5 hoje')).actions;
    expect(action).toMatchObject({ kind: 'log_weight', weight: { weightKg: 71.5, date: '2026-11-22' } });
    expect((await fabio.post(`/api/chat/actions/${action?.id}/confirm`, {})).status).toBe(404);
    const confirmed = await eva.post(`/api/chat/actions/${action?.id}/confirm`, {});
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.weight).toMatchObject({ weightKg: 71.5, date: '2026-11-22' });
    expect((await eva.get('/api/weights')).body.latest).toMatchObject({ weightKg: 71.5 });
  });
});

describe('chat: sinais de alerta primeiro (issue #26)', () => {
  it('dá a mensagem urgente antes de tudo, sem plano nem número', async () => {
    const gil = await person('gil.alerta@example.com');
    const drug = await ask(gil, 'tomei remedio pra emagrecer e to com taquicardya');
    expect(drug.text.split('\n')[0]).toContain('SAMU (192)');
    expect(drug.text).toContain('pronto-socorro');
    const low = await ask(gil, 'quero ficar só com 600 calorias por dia');
    expect(low.text.split('\n')[0]).toContain('SAMU (192)');
    expect(low.text).toContain('188');
    expect(low.text).not.toMatch(/\d+ kcal/);
    expect(low.actions).toEqual([]);
  });
});
