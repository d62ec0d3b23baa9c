import { healthConsentMessages } from '../../../contracts/health-consent';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { MealPlanDto } from '../../../contracts/meal-plans';
import { whatsappStatusSchema } from '../../../contracts/whatsapp';
import { webhookSignature } from '../../adapters/whatsapp/webhook-signature';
import { whatsappGraph } from '../../adapters/whatsapp/whatsapp-graph';
import type { WhatsappSettings } from '../../config-whatsapp';
import { createDatabase } from '../../db/client';
import { whatsappInbox, whatsappLinks } from '../../db/schema';
import { foodCatalogService } from '../foods/food-catalog';
import { DEFAULT_CHAT_SETTINGS } from '../../config-chat';
import { offlineEngine } from '../chat/offline-engine';
import { diskStorage } from '../../adapters/storage/disk-storage';
import { hasGpsIfd, jpegWithGps } from '../../test/image-fixtures';
import {
  buttonMessage,
  deliveryOf,
  imageMessage,
  startFakeWhatsappGraph,
  textMessage,
  type FakeWhatsappGraph,
  startRecordingServer,
} from '../../test/fake-whatsapp-graph';
import { browser, createTestApp, TEST_ORIGIN, validOnboarding, validSignup, type TestApp } from '../../test/test-app';
import { createWhatsapp } from './create-whatsapp';
import pino from 'pino';

const settings: WhatsappSettings = {
  apiUrl: '',
  phoneNumberId: '1234567890',
  accessToken: 'token-de-teste',
  appSecret: 'segredo-do-app-de-teste',
  verifyToken: 'verifica-nutri',
  businessNumber: '+5511999990000',
  reminderTemplate: 'lembrete_refeicao',
  templateLanguage: 'pt_BR',
  mediaHosts: [],
};

let t: TestApp;
let graph: FakeWhatsappGraph;
let channel: { graph: ReturnType<typeof whatsappGraph>; settings: WhatsappSettings };

beforeAll(async () => {
  graph = await startFakeWhatsappGraph({ phoneNumberId: settings.phoneNumberId, accessToken: settings.accessToken });
  const mediaHosts = [new URL(graph.url).host];
  channel = {
    settings: { ...settings, apiUrl: graph.url, mediaHosts },
    graph: whatsappGraph({ ...settings, apiUrl: graph.url, mediaHosts, timeoutMs: 500 }),
  };
  t = await createTestApp({ whatsapp: channel }); // 2026-11-22T15:00:00Z = 12:00 in São Paulo
});
afterAll(async () => {
  await t.close();
  await graph.close();
});
beforeEach(() => graph.reset());

let nextPhone = 1;
const newPhone = () => `55119${String(87650000 + nextPhone++).padStart(8, '0')}`;

/** A delivery signed as Meta signs it (or with the signature given). */
async function deliver(messages: unknown[], signature?: string | null) {
  const body = JSON.stringify(deliveryOf(settings.phoneNumberId, messages));
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const sig = signature === undefined ? webhookSignature(settings.appSecret, body) : signature;
  if (sig !== null) headers['x-hub-signature-256'] = sig;
  return t.app.request('/api/whatsapp/webhook', { method: 'POST', headers, body });
}

const work = () => t.app.whatsapp.processDue(t.clock.now());
const inboxCount = async () =>
  Number(((await t.db.execute(sql`select count(*)::int as n from whatsapp_inbox`)).rows[0] as { n: number }).n);

async function person(email: string) {
  const client = browser(t.app);
  const signup = await client.post('/api/auth/signup', validSignup({ email }));
  await client.put('/api/me/onboarding', validOnboarding());
  return Object.assign(client, { id: signup.body.id as string });
}

/** A person with this number linked through the real flow: code in Settings, code sent from the phone. */
async function linkedPerson(email: string, phone = newPhone()) {
  const who = await person(email);
  const code = await who.post('/api/whatsapp/link-code');
  expect(code.status).toBe(201);
  expect((await deliver([textMessage(phone, `Meu código: ${code.body.code}`)])).status).toBe(200);
  await work();
  expect(graph.sent.at(-1)?.text).toContain('conectado à sua conta');
  graph.reset();
  return Object.assign(who, { phone });
}

describe('webhook: verificação e assinatura', () => {
  it('responde ao aperto de mão da Meta com o desafio, e 403 com o token errado', async () => {
    const ok = await t.app.request(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verifica-nutri&hub.challenge=1158201444',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await t.app.request(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=outro&hub.challenge=1158201444',
    );
    expect(wrong.status).toBe(403);
    expect((await wrong.json()).error.code).toBe('invalid_verify_token');
  });

  it('recusa com 401 uma entrega sem assinatura ou com assinatura errada, e não guarda nada', async () => {
    const before = await inboxCount();
    const message = textMessage(newPhone(), 'almocei arroz');
    for (const signature of [null, 'sha256=' + '0'.repeat(64), 'md5=abc', webhookSignature('outro-segredo', '{}')]) {
      const res = await deliver([message], signature);
      expect(res.status).toBe(401);
      expect((await res.json()).error.code).toBe('invalid_signature');
    }
    expect(await inboxCount()).toBe(before);
    await work();
    expect(graph.sent).toEqual([]);
  });

  it('aceita entregas de até 512 KB (acima do limite de 100 KB do JSON comum) e recusa maiores com 413', async () => {
    const send = (size: number) => {
      const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [], padding: 'x'.repeat(size) });
      return t.app.request('/api/whatsapp/webhook', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'x-hub-signature-256': webhookSignature(settings.appSecret, body),
        },
        body,
      });
    };
    expect((await send(200 * 1024)).status).toBe(200);
    expect((await send(600 * 1024)).status).toBe(413);
  });

  it('aceita a entrega sem Origin nem cookie (a Meta chama de servidor), mas com Origin de outro site também', async () => {
    const body = JSON.stringify(deliveryOf(settings.phoneNumberId, []));
    const res = await t.app.request('/api/whatsapp/webhook', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-hub-signature-256': webhookSignature(settings.appSecret, body),
      },
      body,
    });
    expect(res.status).toBe(200);
  });

  it('sem o canal configurado, o webhook responde 404 e as Configurações dizem que está desligado', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.request('/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=x&hub.challenge=1');
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({
        code: 'whatsapp_off',
        message: expect.stringMatching(/ainda não está disponível no Nutri/),
      });
      const post = await off.app.request('/api/whatsapp/webhook', { method: 'POST', body: '{}' });
      expect(post.status).toBe(404);
      const ana = browser(off.app);
      await ana.post('/api/auth/signup', validSignup({ email: 'ana.off@example.com' }));
      expect(whatsappStatusSchema.parse((await ana.get('/api/whatsapp')).body)).toMatchObject({
        enabled: false,
        link: null,
      });
      expect((await ana.post('/api/whatsapp/link-code')).status).toBe(503);
    } finally {
      await off.close();
    }
  });
});

describe('conectar o número', () => {
  it('liga o número com o código; mostra o número nas Configurações; desliga quando a pessoa pede', async () => {
    const ana = await person('ana.wa@example.com');
    expect(whatsappStatusSchema.parse((await ana.get('/api/whatsapp')).body)).toMatchObject({
      enabled: true,
      businessNumber: '+55 11 99999-0000',
      chatUrl: 'https://wa.me/5511999990000',
      link: null,
    });
    const code = await ana.post('/api/whatsapp/link-code');
    expect(code.body.code).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{3}[2-9]$/);
    // Only the hash is kept.
    const stored = await t.db.execute(sql`select code_hash from whatsapp_link_codes where user_id = ${ana.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(code.body.code.replace('-', ''));
    expect((await deliver([textMessage('5511987650001', code.body.code.toLowerCase().replace('-', ' '))])).status).toBe(
      200,
    );
    await work();
    expect(graph.sent).toEqual([expect.objectContaining({ to: '5511987650001', type: 'text' })]);
    expect(graph.sent[0]!.text).toContain('conectado à sua conta');
    const status = whatsappStatusSchema.parse((await ana.get('/api/whatsapp')).body);
    expect(status.link).toMatchObject({ phone: '+55 11 98765-0001', reminders: false });
    // The code works once.
    graph.reset();
    await deliver([textMessage('5511987650001', code.body.code)]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/inválido ou vencido/);

    const unlinked = await ana.send('DELETE', '/api/whatsapp/link');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.link).toBeNull();
  });

  it('código errado ou vencido não conecta', async () => {
    const bia = await person('bia.wa@example.com');
    const phone = newPhone();
    await deliver([textMessage(phone, 'ABCD-EFG2')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/inválido ou vencido/);
    const code = (await bia.post('/api/whatsapp/link-code')).body.code as string;
    t.clock.advance(11 * 60_000);
    try {
      await deliver([textMessage(phone, code)]);
      await work();
      expect(graph.sent[1]!.text).toMatch(/inválido ou vencido/);
    } finally {
      t.clock.advance(-11 * 60_000);
    }
    expect((await bia.get('/api/whatsapp')).body.link).toBeNull();
  });

  it('um número já conectado a outra conta continua nela', async () => {
    const caio = await linkedPerson('caio.wa@example.com');
    const dani = await person('dani.wa@example.com');
    const code = (await dani.post('/api/whatsapp/link-code')).body.code as string;
    await deliver([textMessage(caio.phone, code)]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/já está conectado a outra conta/);
    expect((await dani.get('/api/whatsapp')).body.link).toBeNull();
    expect((await caio.get('/api/whatsapp')).body.link).not.toBeNull();
  });

  it('tentativas demais de código pelo mesmo número são recusadas por uma hora', async () => {
    const phone = newPhone();
    await deliver(
      Array.from({ length: 11 }, (_, i) => textMessage(phone, `ABCD-EF${i % 8}${(i % 7) + 2}`.replace(/[01]/g, '2'))),
    );
    await work();
    expect(graph.sent).toHaveLength(11);
    expect(graph.sent.filter((s) => /Muitas tentativas/.test(s.text ?? ''))).toHaveLength(1);
    expect(graph.sent.filter((s) => /inválido ou vencido/.test(s.text ?? ''))).toHaveLength(10);
  });
});

describe('mensagens de um número conectado', () => {
  it('texto → itens, totais e botões; o botão registra a refeição uma vez só, mesmo repetido', async () => {
    const eva = await linkedPerson('eva.wa@example.com');
    const message = textMessage(eva.phone, 'almocei arroz, feijão e frango');
    expect((await deliver([message])).status).toBe(200);
    // Meta delivers the same message again: stored once, answered once.
    expect((await (await deliver([message])).json()).received).toBe(0);
    await work();
    await work();
    expect(graph.sent).toHaveLength(1);
    const proposal = graph.sent[0]!;
    expect(proposal.type).toBe('interactive');
    expect(proposal.text).toMatch(/^Almoço, hoje às 12:00:/);
    expect(proposal.text).toMatch(/Arroz/);
    expect(proposal.text).toMatch(/Feijão/);
    expect(proposal.text).toMatch(/Total: [\d.]+ kcal, [\d,]+ g de proteína/);
    expect(proposal.buttons.map((b) => b.title)).toEqual(['Registrar Almoço', 'Corrigir no app']);
    for (const b of proposal.buttons) expect([...b.title].length).toBeLessThanOrEqual(20);
    // The exchange is in the web chat too, with the same proposal.
    const chat = (await eva.get('/api/chat/messages')).body.items;
    expect(chat.map((m: any) => m.role)).toEqual(['user', 'assistant']);
    expect(chat[1].actions[0].status).toBe('pending');

    const logId = proposal.buttons[0]!.id;
    const tap = buttonMessage(eva.phone, logId);
    await deliver([tap]);
    await deliver([tap]); // the same tap delivered twice
    await deliver([buttonMessage(eva.phone, logId)]); // and tapped again
    await work();
    expect(graph.sent.slice(1).map((s) => s.text)).toEqual([
      expect.stringMatching(
        /^Pronto! Almoço registrado \([\d.]+ kcal\)\. Veja no painel: http:\/\/localhost:3000\/dashboard$/,
      ),
      'Essa refeição já estava registrada; não registrei de novo.',
    ]);
    const meals = (await eva.get('/api/meals')).body.items;
    expect(meals).toHaveLength(1);
    expect(meals[0]).toMatchObject({ slot: 'almoco' });
    expect(meals[0].items.length).toBeGreaterThanOrEqual(3);

    await deliver([buttonMessage(eva.phone, 'fix')]);
    await work();
    expect(graph.sent.at(-1)!.text).toContain('http://localhost:3000/dashboard/analyze');
  });

  it('o botão de outra pessoa não registra nada na conta de quem tocou', async () => {
    const fabi = await linkedPerson('fabi.wa@example.com');
    const gil = await linkedPerson('gil.wa@example.com');
    await deliver([textMessage(fabi.phone, 'jantei 2 ovos mexidos e uma tapioca')]);
    await work();
    const logId = graph.sent[0]!.buttons[0]!.id;
    expect(graph.sent[0]!.buttons[0]!.title).toBe('Registrar Jantar'); // the verb names the meal, not the hour
    graph.reset();
    await deliver([buttonMessage(gil.phone, logId)]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/Não encontrei essa refeição/);
    expect((await gil.get('/api/meals')).body.items).toHaveLength(0);
    expect((await fabi.get('/api/meals')).body.items).toHaveLength(0);
  });

  it('"hoje" mostra o resumo do dia; uma pergunta vai para a nutricionista virtual', async () => {
    const hugo = await linkedPerson('hugo.wa@example.com');
    await deliver([textMessage(hugo.phone, 'Hoje')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/^Seu dia até agora:\nEnergia: 0 kcal de [\d.]+ kcal/);
    expect(graph.sent[0]!.text).toContain('Nenhuma refeição registrada hoje');
    await deliver([textMessage(hugo.phone, 'quantas calorias tem 2 ovos cozidos?')]);
    await work();
    expect(graph.sent[1]!.text).toContain('Ovo de galinha cozido, 2 unidades (90 g): 131 kcal');
  });

  it('"cardápio" manda o dia de hoje do plano alimentar; "jantar de hoje" a refeição; sem plano, o link do plano', async () => {
    const lia = await linkedPerson('lia.wa@example.com');
    await deliver([textMessage(lia.phone, 'cardápio')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(
      /ainda não tem um plano alimentar\. Monte o seu em http:\/\/[^ ]+\/dashboard\/plano/,
    );
    const created = await lia.post('/api/meal-plans', {});
    expect(created.status).toBe(201);
    const today = (created.body as MealPlanDto).days[0]!;
    await deliver([textMessage(lia.phone, 'Cardápio de hoje')]);
    await work();
    const day = graph.sent[1]!.text!;
    expect(day).toContain('Cardápio de hoje, do seu plano alimentar:');
    for (const meal of today.meals)
      for (const item of meal.items) expect(day).toContain(`• ${item.measure} de ${item.foodName}`);
    expect(day).toContain(`No dia: ${new Intl.NumberFormat('pt-BR').format(Math.round(today.totals.energyKcal))} kcal`);
    await deliver([textMessage(lia.phone, 'jantar de hoje')]);
    await work();
    const dinner = today.meals.find((m) => m.slot === 'jantar')!;
    expect(graph.sent[2]!.text).toContain('Jantar de hoje, do seu plano alimentar:');
    expect(graph.sent[2]!.text).toContain(`• ${dinner.items[0]!.measure} de ${dinner.items[0]!.foodName}`);
    expect(graph.sent[2]!.text).not.toContain('Almoço');
    // Generating the week runs the solver: seconds on a loaded machine (the bench measures it, not this test).
  }, 120_000);

  it('foto → baixada pela API, sem metadados, e sem modelo de visão pede a descrição; com legenda, analisa', async () => {
    const ivo = await linkedPerson('ivo.wa@example.com');
    graph.addMedia('9001', await jpegWithGps());
    await deliver([imageMessage(ivo.phone, '9001')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/Descreva o prato/);
    expect(graph.requests).toEqual(['GET /9001', 'GET /media-files/9001', 'POST /1234567890/messages']);
    const [photo] = (await t.db.execute(sql`select id from photos where user_id = ${ivo.id}`)).rows as { id: string }[];
    expect(photo).toBeDefined();
    const raw = await t.app.request(`/api/photos/${photo!.id}`, {
      headers: { cookie: [...ivo.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect(hasGpsIfd(meta.exif)).toBe(false);

    graph.addMedia('9002', await jpegWithGps());
    await deliver([imageMessage(ivo.phone, '9002', 'arroz e feijão')]);
    await work();
    expect(graph.sent[1]!.type).toBe('interactive');
    expect(graph.sent[1]!.text).toMatch(/Arroz/);
    await deliver([buttonMessage(ivo.phone, graph.sent[1]!.buttons[0]!.id)]);
    await work();
    const meals = (await ivo.get('/api/meals')).body.items;
    expect(meals).toHaveLength(1);
    expect(meals[0].photoId).not.toBeNull();
  });

  it('recusa arquivos que não são foto, sem baixá-los', async () => {
    const jo = await linkedPerson('jo.wa@example.com');
    graph.addMedia('9003', Buffer.from('%PDF-1.4'), 'application/pdf');
    await deliver([imageMessage(jo.phone, '9003')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/não é uma foto/);
    expect(graph.requests).not.toContain('GET /media-files/9003');
  });

  it('foto num host que não é da Meta: não baixa, não manda o token e pede a foto de novo', async () => {
    const vic = await linkedPerson('vic.media.wa@example.com');
    const elsewhere = await startRecordingServer();
    try {
      graph.addMedia('9004', await jpegWithGps(), 'image/jpeg', { url: `${elsewhere.url}/roubo` });
      await deliver([imageMessage(vic.phone, '9004')]);
      await work();
      expect(graph.sent[0]!.text).toBe('Não consegui baixar essa foto. Mande de novo, por favor.');
      expect(elsewhere.requests).toEqual([]);
    } finally {
      await elsewhere.close();
    }
  });

  it('sem o consentimento para dados de saúde, não analisa nem registra; "hoje" continua respondendo', async () => {
    const zoe = await linkedPerson('zoe.consent.wa@example.com');
    expect((await zoe.send('DELETE', '/api/settings/health-consent')).status).toBe(200);
    await deliver([textMessage(zoe.phone, 'almocei arroz e feijão')]);
    await work();
    expect(graph.sent[0]!.text).toBe(`${healthConsentMessages.refused} ${TEST_ORIGIN}/dashboard/settings#privacidade`);
    expect(graph.sent[0]!.buttons).toEqual([]);
    await deliver([textMessage(zoe.phone, 'Hoje')]);
    await work();
    expect(graph.sent[1]!.text).toMatch(/^Seu dia até agora:/);
    expect((await zoe.post('/api/settings/health-consent', { consent: true })).status).toBe(200);
    await deliver([textMessage(zoe.phone, 'almocei arroz e feijão')]);
    await work();
    expect(graph.sent[2]!.text).not.toContain(healthConsentMessages.refused);
  });

  it('PARAR desliga os lembretes e confirma', async () => {
    const kai = await linkedPerson('kai.wa@example.com');
    expect((await kai.put('/api/whatsapp/reminders', { reminders: true })).body.link.reminders).toBe(true);
    expect((await kai.put('/api/whatsapp/reminders', { reminders: 'sim' })).status).toBe(400);
    await deliver([textMessage(kai.phone, 'PARAR')]);
    await work();
    expect(graph.sent[0]!.text).toMatch(/lembretes pelo WhatsApp estão desligados/);
    expect((await kai.get('/api/whatsapp')).body.link.reminders).toBe(false);
  });

  it('depois do teste grátis sem assinatura, perguntas e fotos pedem o Premium, como na web', async () => {
    const lia = await linkedPerson('lia.wa@example.com');
    t.clock.advance(8 * 86_400_000);
    try {
      await deliver([textMessage(lia.phone, 'o que comer antes do treino?')]);
      await work();
      expect(graph.sent[0]!.text).toMatch(/^Seu teste grátis terminou\. Assine o Premium/);
      expect((await lia.get('/api/chat/messages')).body.items).toHaveLength(0);
    } finally {
      t.clock.advance(-8 * 86_400_000);
    }
  });
});

describe('números não conectados', () => {
  it('recebem uma mensagem curta de como conectar, uma vez por dia, sem dado de ninguém', async () => {
    await linkedPerson('mel.wa@example.com');
    const stranger = newPhone();
    await deliver([textMessage(stranger, 'oi'), textMessage(stranger, 'almocei arroz')]);
    await work();
    expect(graph.sent).toHaveLength(1);
    expect(graph.sent[0]!.text).toMatch(/ainda não está conectado a uma conta do Nutri/);
    expect(graph.sent[0]!.text).toContain('http://localhost:3000/dashboard/settings#whatsapp');
    expect(graph.sent[0]!.text).not.toMatch(/@|kcal|mel/i);
    await deliver([textMessage(stranger, 'oi?')]);
    await work();
    expect(graph.sent).toHaveLength(1);
    t.clock.advance(86_400_000);
    try {
      await deliver([textMessage(stranger, 'oi de novo')]);
      await work();
      expect(graph.sent).toHaveLength(2);
    } finally {
      t.clock.advance(-86_400_000);
    }
    // Only a hash of the number is kept for that.
    const notices = await t.db.execute(sql`select * from whatsapp_unlinked_notices`);
    expect(JSON.stringify(notices.rows)).not.toContain(stranger);
  });
});

describe('fila: falhas da API e vários servidores', () => {
  it('com a Graph API fora (5xx, 429, sem resposta) a mensagem fica na fila e é enviada depois, uma vez', async () => {
    const nina = await linkedPerson('nina.wa@example.com');
    graph.failNext(500);
    const res = await deliver([textMessage(nina.phone, 'almocei 2 ovos cozidos')]);
    expect(res.status).toBe(200); // Meta never sees our trouble
    expect(await work()).toMatchObject({ retry: 1, done: 0 });
    expect(graph.sent).toHaveLength(0);
    // Not due yet: nothing happens.
    expect(await work()).toMatchObject({ retry: 0, done: 0 });
    t.clock.advance(31_000);
    graph.failNext(429);
    expect(await work()).toMatchObject({ retry: 1 });
    t.clock.advance(61_000);
    graph.failNext('hang');
    expect(await work()).toMatchObject({ retry: 1 });
    t.clock.advance(121_000);
    expect(await work()).toMatchObject({ done: 1 });
    expect(graph.sent).toHaveLength(1);
    // The analysis ran once: one proposal in the chat, not four.
    const chat = (await nina.get('/api/chat/messages')).body.items;
    expect(chat.filter((m: any) => m.role === 'assistant')).toHaveLength(1);
    const done = await t.db.select().from(whatsappInbox).where(eq(whatsappInbox.userId, nina.id));
    expect(done[0]).toMatchObject({ status: 'done', phone: null, message: null, reply: null });
  });

  it('uma recusa 4xx da Graph API não é repetida para sempre', async () => {
    const otto = await linkedPerson('otto.wa@example.com');
    graph.failNext(400);
    await deliver([textMessage(otto.phone, 'hoje')]);
    expect(await work()).toMatchObject({ done: 1, retry: 0 });
    expect(graph.sent).toHaveLength(0);
  });

  it('dois servidores trabalhando a mesma fila não respondem nada duas vezes', async () => {
    const other = createDatabase(t.url, pino({ level: 'silent' }), { poolMode: t.poolMode });
    const second = createWhatsapp({
      db: other.db,
      clock: t.clock.now,
      log: pino({ level: 'silent' }),
      email: { send: async () => undefined },
      appUrl: new URL('http://localhost:3000'),
      google: null,
      foods: foodCatalogService(),
      engine: offlineEngine({ db: other.db, clock: t.clock.now, foods: foodCatalogService() }),
      settings: DEFAULT_CHAT_SETTINGS,
      storage: diskStorage(t.uploads),
      vision: null,
      dailyLimit: 100,
      whatsapp: channel,
    });
    try {
      const phones = Array.from({ length: 12 }, () => newPhone());
      await deliver(phones.map((p) => textMessage(p, 'oi')));
      const [a, b] = await Promise.all([work(), second.processDue(t.clock.now())]);
      expect(a.done + b.done).toBe(12);
      expect(graph.sent).toHaveLength(12);
      expect(new Set(graph.sent.map((s) => s.to))).toEqual(new Set(phones));
    } finally {
      await other.pool.end();
    }
  });
});

describe('lembretes opcionais', () => {
  it('desligados por padrão; ligados, vão como modelo fora da janela de 24 h e como texto dentro dela, uma vez', async () => {
    const pia = await linkedPerson('pia.wa@example.com');
    const rui = await linkedPerson('rui.wa@example.com');
    const off = await linkedPerson('sol.wa@example.com');
    expect((await off.get('/api/whatsapp')).body.link.reminders).toBe(false);
    await pia.put('/api/whatsapp/reminders', { reminders: true });
    await rui.put('/api/whatsapp/reminders', { reminders: true });
    // Rui already logged lunch: no reminder for him.
    await rui.post('/api/meals', {
      slot: 'almoco',
      eatenAt: t.clock.now().toISOString(),
      items: [{ foodId: 'taco-3', grams: 100 }],
    });
    t.clock.advance(3 * 3_600_000); // 15h in São Paulo, Pia wrote 3 hours ago
    try {
      expect(await t.app.whatsapp.sendReminders(t.clock.now())).toBe(1);
      expect(graph.sent).toEqual([expect.objectContaining({ to: pia.phone, type: 'text' })]);
      expect(graph.sent[0]!.text).toMatch(/Ainda não registrou o almoço\?.*PARAR/);
      expect(await t.app.whatsapp.sendReminders(t.clock.now())).toBe(0);
    } finally {
      t.clock.advance(-3 * 3_600_000);
    }
    // Two days later, with no message from Pia since: only the template may go.
    t.clock.advance(2 * 86_400_000 + 3 * 3_600_000);
    try {
      graph.reset();
      graph.failNext(503, 503);
      expect(await t.app.whatsapp.sendReminders(t.clock.now())).toBe(0); // unreachable: tried again next run
      expect(await t.app.whatsapp.sendReminders(t.clock.now())).toBe(2); // Pia and Rui (no lunch that day)
      const template = graph.sent.find((s) => s.to === pia.phone);
      expect(template).toMatchObject({
        type: 'template',
        template: { name: 'lembrete_refeicao', language: 'pt_BR', params: ['almoço'] },
      });
    } finally {
      t.clock.advance(-(2 * 86_400_000 + 3 * 3_600_000));
    }
  });
});

describe('dados da pessoa', () => {
  it('o número vai na exportação e some com a conta', async () => {
    const tati = await linkedPerson('tati.wa@example.com');
    const exported = (await tati.get('/api/account/export')).body;
    expect(exported.whatsapp).toMatchObject({ phone: tati.phone, reminders: false });
    expect((await tati.send('DELETE', '/api/account', { password: validSignup().password })).status).toBe(204);
    expect(await t.db.select().from(whatsappLinks).where(eq(whatsappLinks.phone, tati.phone))).toEqual([]);
    const left = await t.db.execute(
      sql`select count(*)::int as n from whatsapp_inbox where phone = ${tati.phone} or user_id = ${tati.id}`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});
