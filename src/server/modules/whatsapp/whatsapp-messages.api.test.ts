import { healthConsentMessages } from '../../../contracts/health-consent';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MealPlanDto } from '../../../contracts/meal-plans';
import { hasGpsIfd, jpegWithGps } from '../../test/image-fixtures';
import { buttonMessage, imageMessage, textMessage, startRecordingServer } from '../../test/fake-whatsapp-graph';
import { TEST_ORIGIN } from '../../test/test-app';
import { whatsappTestKit } from '../../test/whatsapp-test-kit';

const { kit, newPhone, deliver, work, linkedPerson } = whatsappTestKit();

describe('mensagens de um número conectado', () => {
  it('texto → itens, totais e botões; o botão registra a refeição uma vez só, mesmo repetido', async () => {
    const eva = await linkedPerson('eva.wa@example.com');
    const message = textMessage(eva.phone, 'almocei arroz, feijão e frango');
    expect((await deliver([message])).status).toBe(200);
    // Meta delivers the same message again: stored once, answered once.
    expect((await (await deliver([message])).json()).received).toBe(0);
    await work();
    await work();
    expect(kit.graph.sent).toHaveLength(1);
    const proposal = kit.graph.sent[0]!;
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
    expect(kit.graph.sent.slice(1).map((s) => s.text)).toEqual([
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
    expect(kit.graph.sent.at(-1)!.text).toContain('http://localhost:3000/dashboard/analyze');
  });

  it('o botão de outra pessoa não registra nada na conta de quem tocou', async () => {
    const fabi = await linkedPerson('fabi.wa@example.com');
    const gil = await linkedPerson('gil.wa@example.com');
    await deliver([textMessage(fabi.phone, 'jantei 2 ovos mexidos e uma tapioca')]);
    await work();
    const logId = kit.graph.sent[0]!.buttons[0]!.id;
    expect(kit.graph.sent[0]!.buttons[0]!.title).toBe('Registrar Jantar'); // the verb names the meal, not the hour
    kit.graph.reset();
    await deliver([buttonMessage(gil.phone, logId)]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/Não encontrei essa refeição/);
    expect((await gil.get('/api/meals')).body.items).toHaveLength(0);
    expect((await fabi.get('/api/meals')).body.items).toHaveLength(0);
  });

  it('"hoje" mostra o resumo do dia; uma pergunta vai para a nutricionista virtual', async () => {
    const hugo = await linkedPerson('hugo.wa@example.com');
    await deliver([textMessage(hugo.phone, 'Hoje')]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/^Seu dia até agora:\nEnergia: 0 kcal de [\d.]+ kcal/);
    expect(kit.graph.sent[0]!.text).toContain('Nenhuma refeição registrada hoje');
    await deliver([textMessage(hugo.phone, 'quantas calorias tem 2 ovos cozidos?')]);
    await work();
    expect(kit.graph.sent[1]!.text).toContain('Ovo de galinha cozido, 2 unidades (90 g): 131 kcal');
  });

  it('"cardápio" manda o dia de hoje do plano alimentar; "jantar de hoje" a refeição; sem plano, o link do plano', async () => {
    const lis = await linkedPerson('lis.wa@example.com');
    await deliver([textMessage(lis.phone, 'cardápio')]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(
      /ainda não tem um plano alimentar\. Monte o seu em http:\/\/[^ ]+\/dashboard\/plano/,
    );
    const created = await lis.post('/api/meal-plans', {});
    expect(created.status).toBe(201);
    const today = (created.body as MealPlanDto).days[0]!;
    await deliver([textMessage(lis.phone, 'Cardápio de hoje')]);
    await work();
    const day = kit.graph.sent[1]!.text!;
    expect(day).toContain('Cardápio de hoje, do seu plano alimentar:');
    for (const meal of today.meals)
      for (const item of meal.items) expect(day).toContain(`• ${item.measure} de ${item.foodName}`);
    expect(day).toContain(`No dia: ${new Intl.NumberFormat('pt-BR').format(Math.round(today.totals.energyKcal))} kcal`);
    await deliver([textMessage(lis.phone, 'jantar de hoje')]);
    await work();
    const dinner = today.meals.find((m) => m.slot === 'jantar')!;
    expect(kit.graph.sent[2]!.text).toContain('Jantar de hoje, do seu plano alimentar:');
    expect(kit.graph.sent[2]!.text).toContain(`• ${dinner.items[0]!.measure} de ${dinner.items[0]!.foodName}`);
    expect(kit.graph.sent[2]!.text).not.toContain('Almoço');
    // Generating the week runs the solver: seconds on a loaded machine (the bench measures it, not this test).
  }, 120_000);

  it('foto → baixada pela API, sem metadados, e sem modelo de visão pede a descrição; com legenda, analisa', async () => {
    const ivo = await linkedPerson('ivo.wa@example.com');
    kit.graph.addMedia('9001', await jpegWithGps());
    await deliver([imageMessage(ivo.phone, '9001')]);
    await work();
    // Why, then one request to describe it (issue 25: it asked twice, and spoke of a meal that did not exist).
    expect(kit.graph.sent[0]!.text).toBe(
      'Ainda não consigo reconhecer o prato pela foto. Descreva o prato em texto, por exemplo: “arroz, feijão, bife e salada”.',
    );
    expect(kit.graph.requests).toEqual(['GET /9001', 'GET /media-files/9001', 'POST /1234567890/messages']);
    const [photo] = (await kit.t.db.execute(sql`select id from photos where user_id = ${ivo.id}`)).rows as {
      id: string;
    }[];
    expect(photo).toBeDefined();
    const raw = await kit.t.app.request(`/api/photos/${photo!.id}`, {
      headers: { cookie: [...ivo.jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    const meta = await sharp(Buffer.from(await raw.arrayBuffer())).metadata();
    expect(hasGpsIfd(meta.exif)).toBe(false);

    kit.graph.addMedia('9002', await jpegWithGps());
    await deliver([imageMessage(ivo.phone, '9002', 'arroz e feijão')]);
    await work();
    expect(kit.graph.sent[1]!.type).toBe('interactive');
    expect(kit.graph.sent[1]!.text).toMatch(/Arroz/);
    await deliver([buttonMessage(ivo.phone, kit.graph.sent[1]!.buttons[0]!.id)]);
    await work();
    const meals = (await ivo.get('/api/meals')).body.items;
    expect(meals).toHaveLength(1);
    expect(meals[0].photoId).not.toBeNull();
  });

  it('recusa arquivos que não são foto, sem baixá-los', async () => {
    const jo = await linkedPerson('jo.wa@example.com');
    kit.graph.addMedia('9003', Buffer.from('%PDF-1.4'), 'application/pdf');
    await deliver([imageMessage(jo.phone, '9003')]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/não é uma foto/);
    expect(kit.graph.requests).not.toContain('GET /media-files/9003');
  });

  it('foto num host que não é da Meta: não baixa, não manda o token e pede a foto de novo', async () => {
    const vic = await linkedPerson('vic.media.wa@example.com');
    const elsewhere = await startRecordingServer();
    try {
      kit.graph.addMedia('9004', await jpegWithGps(), 'image/jpeg', { url: `${elsewhere.url}/roubo` });
      await deliver([imageMessage(vic.phone, '9004')]);
      await work();
      expect(kit.graph.sent[0]!.text).toBe('Não consegui baixar essa foto. Mande de novo, por favor.');
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
    expect(kit.graph.sent[0]!.text).toBe(
      `${healthConsentMessages.refused} ${TEST_ORIGIN}/dashboard/settings#privacidade`,
    );
    expect(kit.graph.sent[0]!.buttons).toEqual([]);
    await deliver([textMessage(zoe.phone, 'Hoje')]);
    await work();
    expect(kit.graph.sent[1]!.text).toMatch(/^Seu dia até agora:/);
    expect((await zoe.post('/api/settings/health-consent', { consent: true })).status).toBe(200);
    await deliver([textMessage(zoe.phone, 'almocei arroz e feijão')]);
    await work();
    expect(kit.graph.sent[2]!.text).not.toContain(healthConsentMessages.refused);
  });

  it('PARAR desliga os lembretes e confirma', async () => {
    const kai = await linkedPerson('kai.wa@example.com');
    expect((await kai.put('/api/whatsapp/reminders', { reminders: true })).body.link.reminders).toBe(true);
    expect((await kai.put('/api/whatsapp/reminders', { reminders: 'sim' })).status).toBe(400);
    await deliver([textMessage(kai.phone, 'PARAR')]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/lembretes pelo WhatsApp estão desligados/);
    expect((await kai.get('/api/whatsapp')).body.link.reminders).toBe(false);
  });

  it('depois do teste grátis sem assinatura, perguntas e fotos pedem o Premium, como na web', async () => {
    const lia = await linkedPerson('lia.wa@example.com');
    kit.t.clock.advance(8 * 86_400_000);
    try {
      await deliver([textMessage(lia.phone, 'o que comer antes do treino?')]);
      await work();
      expect(kit.graph.sent[0]!.text).toMatch(/^Seu teste grátis terminou\. Assine o Premium/);
      expect((await lia.get('/api/chat/messages')).body.items).toHaveLength(0);
    } finally {
      kit.t.clock.advance(-8 * 86_400_000);
    }
  });
});

describe('números não conectados', () => {
  it('recebem uma mensagem curta de como conectar, uma vez por dia, sem dado de ninguém', async () => {
    await linkedPerson('mel.wa@example.com');
    const stranger = newPhone();
    await deliver([textMessage(stranger, 'oi'), textMessage(stranger, 'almocei arroz')]);
    await work();
    expect(kit.graph.sent).toHaveLength(1);
    expect(kit.graph.sent[0]!.text).toMatch(/ainda não está conectado a uma conta do Nutri/);
    expect(kit.graph.sent[0]!.text).toContain('http://localhost:3000/dashboard/settings#whatsapp');
    expect(kit.graph.sent[0]!.text).not.toMatch(/@|kcal|mel/i);
    await deliver([textMessage(stranger, 'oi?')]);
    await work();
    expect(kit.graph.sent).toHaveLength(1);
    kit.t.clock.advance(86_400_000);
    try {
      await deliver([textMessage(stranger, 'oi de novo')]);
      await work();
      expect(kit.graph.sent).toHaveLength(2);
    } finally {
      kit.t.clock.advance(-86_400_000);
    }
    // Only a hash of the number is kept for that.
    const notices = await kit.t.db.execute(sql`select * from whatsapp_unlinked_notices`);
    expect(JSON.stringify(notices.rows)).not.toContain(stranger);
  });
});
