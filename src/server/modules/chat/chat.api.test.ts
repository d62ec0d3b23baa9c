import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatHistorySchema, chatReplySchema } from '../../../contracts/chat';
import { postStream } from '../../test/chat-helpers';
import { browser, createTestApp, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { insertMessage } from './chat-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(); // 2026-11-22T15:00:00Z = 12:00 in São Paulo; offline assistant
});
afterAll(() => t.close());

async function person(email: string) {
  const client = browser(t.app);
  const signup = await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding()); // Ana's persona: 1.450 kcal
  return Object.assign(client, { id: signup.body.id as string });
}

const ask = (client: Awaited<ReturnType<typeof person>>, text: string) => client.post('/api/chat/messages', { text });

describe('chat (assistente offline)', () => {
  it('responde em JSON com números do catálogo e guarda a conversa, da mais antiga para a mais nova', async () => {
    const ana = await person('ana.chat@example.com');
    const res = await ask(ana, 'quantas calorias tem 2 ovos cozidos?');
    expect(res.status).toBe(200);
    const body = chatReplySchema.parse(res.body);
    expect(body.reply.text).toContain('Ovo de galinha cozido, 2 unidades (90 g): 131 kcal');
    expect(body.reply.actions).toEqual([]);
    expect(body.message).toMatchObject({ role: 'user', text: 'quantas calorias tem 2 ovos cozidos?' });
    const history = chatHistorySchema.parse((await ana.get('/api/chat/messages')).body);
    expect(history.mode).toBe('offline');
    expect(history.items.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(history.items[1]?.id).toBe(body.reply.id);
    expect(history.nextCursor).toBeNull();
  });

  it('transmite a resposta como server-sent events: a mensagem guardada, os trechos e depois a resposta', async () => {
    const bia = await person('bia.chat@example.com');
    const res = await postStream(t.app, bia.jar, '/api/chat/messages', {
      text: 'quanto de proteína tem 100 g de frango grelhado?',
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const kinds = res.events.map((e) => e.event);
    expect(kinds[0]).toBe('message');
    expect(kinds.at(-1)).toBe('reply');
    expect(kinds.filter((k) => k === 'delta').length).toBeGreaterThan(1);
    const streamed = res.events
      .filter((e) => e.event === 'delta')
      .map((e) => e.data.text)
      .join('');
    const reply = res.events.at(-1)?.data;
    expect(streamed).toBe(reply.text);
    expect(reply.text).toContain('Peito de frango grelhado, 100 g: 32 g de proteína');
  });

  it('responde sobre o dia da própria pessoa, a partir das refeições dela', async () => {
    const caio = await person('caio.chat@example.com');
    const davi = await person('davi.chat@example.com');
    await caio.post('/api/meals', {
      slot: 'almoco',
      eatenAt: '2026-11-22T14:00:00Z',
      items: [{ foodId: 'taco-3', grams: 500 }],
    });
    expect((await ask(caio, 'quanto ainda posso comer hoje?')).body.reply.text).toContain(
      '640 kcal de 1.450 kcal da sua meta.\nAinda cabem 810 kcal hoje.',
    );
    expect((await ask(davi, 'quanto ainda posso comer hoje?')).body.reply.text).toContain(
      'você ainda não registrou refeições. Sua meta do dia é 1.450 kcal',
    );
  });

  it('propõe uma refeição relatada e só a registra quando a pessoa confirma, uma vez', async () => {
    const eva = await person('eva.chat@example.com');
    const res = await ask(eva, 'comi um pão francês com manteiga no café');
    const [action] = res.body.reply.actions;
    expect(action).toMatchObject({
      kind: 'log_meal',
      label: 'Registrar esta refeição',
      status: 'pending',
      mealId: null,
    });
    expect(action.meal).toMatchObject({ slot: 'cafe', eatenAt: '2026-11-22T11:00:00.000Z' });
    expect((await eva.get('/api/meals')).body.items).toHaveLength(0); // nothing logged before the confirmation

    const confirmed = await eva.post(`/api/chat/actions/${action.id}/confirm`);
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.meal).toMatchObject({ slot: 'cafe', totals: { energyKcal: 222.6 } });
    expect(confirmed.body.action).toMatchObject({ status: 'confirmed', mealId: confirmed.body.meal.id });
    expect((await eva.get('/api/stats/day?date=2026-11-22')).body.energyKcal).toBe(222.6);

    const again = await eva.post(`/api/chat/actions/${action.id}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'action_already_done',
      message: 'Esta refeição já foi registrada.',
    });
    expect((await eva.get('/api/meals')).body.items).toHaveLength(1);
    const history = (await eva.get('/api/chat/messages')).body;
    expect(history.items[1].actions[0]).toMatchObject({ status: 'confirmed', mealId: confirmed.body.meal.id });
  });

  it('nunca deixa uma pessoa ler, repetir, confirmar ou limpar a conversa de outra', async () => {
    const fabi = await person('fabi.chat@example.com');
    const gil = await person('gil.chat@example.com');
    const res = await ask(fabi, 'comi 2 ovos cozidos');
    const actionId = res.body.reply.actions[0].id;
    expect((await gil.get('/api/chat/messages')).body.items).toEqual([]);
    const stolen = await gil.post(`/api/chat/actions/${actionId}/confirm`);
    expect(stolen.status).toBe(404);
    expect((await gil.get('/api/meals')).body.items).toHaveLength(0);
    expect((await fabi.get('/api/meals')).body.items).toHaveLength(0);
    expect((await gil.post(`/api/chat/messages/${res.body.message.id}/retry`)).status).toBe(404);
    await gil.send('DELETE', '/api/chat/messages');
    expect((await fabi.get('/api/chat/messages')).body.items).toHaveLength(2);
    expect((await fabi.post(`/api/chat/actions/${actionId}/confirm`)).status).toBe(201);
    expect((await browser(t.app).get('/api/chat/messages')).status).toBe(401);
    expect((await browser(t.app).post('/api/chat/messages', { text: 'oi' })).status).toBe(401);
  });

  it('recusa mensagens de mais de 2.000 caracteres com um 400 em pt-BR e não guarda nada', async () => {
    const hugo = await person('hugo.chat@example.com');
    const tooLong = await ask(hugo, 'a'.repeat(2001));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error).toMatchObject({
      code: 'validation_failed',
      message: 'A mensagem pode ter no máximo 2.000 caracteres',
      fields: { text: 'A mensagem pode ter no máximo 2.000 caracteres' },
    });
    expect((await ask(hugo, '   ')).body.error.message).toBe('Escreva uma mensagem');
    expect((await hugo.get('/api/chat/messages')).body.items).toEqual([]);
    expect((await ask(hugo, `quantas calorias tem 1 banana? ${'!'.repeat(1969)}`)).status).toBe(200);
  });

  it('uma mensagem já respondida não pode ser repetida; repetir um id desconhecido é 404', async () => {
    const ines = await person('ines.chat@example.com');
    const res = await ask(ines, 'oi');
    const retry = await ines.post(`/api/chat/messages/${res.body.message.id}/retry`);
    expect(retry.status).toBe(409);
    expect(retry.body.error.message).toBe('Essa mensagem já foi respondida.');
    expect((await ines.post('/api/chat/messages/nao-e-um-id/retry')).status).toBe(404);
  });

  it('pagina as mensagens antigas com um cursor, sem repetir nenhuma, e limpa a conversa', async () => {
    const joao = await person('joao.chat@example.com');
    for (let i = 1; i <= 55; i++)
      await insertMessage(t.db, joao.id, { role: 'user', text: `mensagem ${i}`, engine: null, now: t.clock.now() });
    const first = chatHistorySchema.parse((await joao.get('/api/chat/messages')).body);
    expect(first.items).toHaveLength(50);
    expect(first.items[0]?.text).toBe('mensagem 6');
    expect(first.items[49]?.text).toBe('mensagem 55');
    const older = chatHistorySchema.parse((await joao.get(`/api/chat/messages?cursor=${first.nextCursor}`)).body);
    expect(older.items.map((m) => m.text)).toEqual([
      'mensagem 1',
      'mensagem 2',
      'mensagem 3',
      'mensagem 4',
      'mensagem 5',
    ]);
    expect(older.nextCursor).toBeNull();
    expect((await joao.get('/api/chat/messages?cursor=abc')).status).toBe(400);
    expect((await joao.send('DELETE', '/api/chat/messages')).status).toBe(204);
    expect((await joao.get('/api/chat/messages')).body.items).toEqual([]);
  });

  it('depois do teste sem assinatura, o envio é recusado com 402, mas o histórico continua legível', async () => {
    const lia = await person('lia.chat@example.com');
    await ask(lia, 'oi');
    t.clock.advance(8 * 86_400_000);
    try {
      const res = await ask(lia, 'oi de novo');
      expect(res.status).toBe(402);
      expect(res.body.error.code).toBe('premium_required');
      expect((await lia.get('/api/chat/messages')).body.items).toHaveLength(2);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });
});

describe('limite de mensagens do chat', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ chat: { rateLimit: 3, rateWindowMs: 10 * 60_000, model: null } });
  });
  afterAll(() => limited.close());

  it('permite o número configurado de mensagens por janela e depois responde 429 em pt-BR', async () => {
    const client = browser(limited.app);
    await client.post('/api/auth/signup', validSignup({ email: 'mara.chat@example.com' }));
    await client.put('/api/me/onboarding', validOnboarding());
    for (let i = 0; i < 3; i++) expect((await client.post('/api/chat/messages', { text: 'oi' })).status).toBe(200);
    const refused = await client.post('/api/chat/messages', { text: 'oi' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toMatchObject({
      code: 'too_many_messages',
      message: 'Você enviou muitas mensagens em pouco tempo. Tente novamente em 10 minutos.',
    });
    expect(refused.headers.get('retry-after')).toBe('600');
    expect((await client.get('/api/chat/messages')).body.items).toHaveLength(6); // the refused one was not stored
    limited.clock.advance(10 * 60_000);
    expect((await client.post('/api/chat/messages', { text: 'oi' })).status).toBe(200);
  });

  it('mantém o limite quando as mensagens chegam ao mesmo tempo', async () => {
    const client = browser(limited.app);
    await client.post('/api/auth/signup', validSignup({ email: 'rui.chat@example.com' }));
    await client.put('/api/me/onboarding', validOnboarding());
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => client.post('/api/chat/messages', { text: 'oi' })),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(5);
  });
});
