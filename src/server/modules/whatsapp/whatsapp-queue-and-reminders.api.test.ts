import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { whatsappInbox, whatsappLinks } from '../../db/schema';
import { foodCatalogService } from '../foods/food-catalog';
import { DEFAULT_CHAT_SETTINGS } from '../../config-chat';
import { offlineEngine } from '../chat/offline-engine';
import { diskStorage } from '../../adapters/storage/disk-storage';
import { textMessage } from '../../test/fake-whatsapp-graph';
import { validSignup } from '../../test/test-app';
import { createWhatsapp } from './create-whatsapp';
import pino from 'pino';
import { whatsappTestKit } from '../../test/whatsapp-test-kit';

const { kit, newPhone, deliver, work, linkedPerson } = whatsappTestKit();

describe('fila: falhas da API e vários servidores', () => {
  it('com a Graph API fora (5xx, 429, sem resposta) a mensagem fica na fila e é enviada depois, uma vez', async () => {
    const nina = await linkedPerson('nina.wa@example.com');
    kit.graph.failNext(500);
    const res = await deliver([textMessage(nina.phone, 'almocei 2 ovos cozidos')]);
    expect(res.status).toBe(200); // Meta never sees our trouble
    expect(await work()).toMatchObject({ retry: 1, done: 0 });
    expect(kit.graph.sent).toHaveLength(0);
    // Not due yet: nothing happens.
    expect(await work()).toMatchObject({ retry: 0, done: 0 });
    kit.t.clock.advance(31_000);
    kit.graph.failNext(429);
    expect(await work()).toMatchObject({ retry: 1 });
    kit.t.clock.advance(61_000);
    kit.graph.failNext('hang');
    expect(await work()).toMatchObject({ retry: 1 });
    kit.t.clock.advance(121_000);
    expect(await work()).toMatchObject({ done: 1 });
    expect(kit.graph.sent).toHaveLength(1);
    // The analysis ran once: one proposal in the chat, not four.
    const chat = (await nina.get('/api/chat/messages')).body.items;
    expect(chat.filter((m: any) => m.role === 'assistant')).toHaveLength(1);
    const done = await kit.t.db.select().from(whatsappInbox).where(eq(whatsappInbox.userId, nina.id));
    expect(done[0]).toMatchObject({ status: 'done', phone: null, message: null, reply: null });
  });

  it('uma recusa 4xx da Graph API não é repetida para sempre', async () => {
    const otto = await linkedPerson('otto.wa@example.com');
    kit.graph.failNext(400);
    await deliver([textMessage(otto.phone, 'hoje')]);
    expect(await work()).toMatchObject({ done: 1, retry: 0 });
    expect(kit.graph.sent).toHaveLength(0);
  });

  it('dois servidores trabalhando a mesma fila não respondem nada duas vezes', async () => {
    const other = createDatabase(kit.t.url, pino({ level: 'silent' }), { poolMode: kit.t.poolMode });
    const second = createWhatsapp({
      db: other.db,
      clock: kit.t.clock.now,
      log: pino({ level: 'silent' }),
      email: { send: async () => undefined },
      appUrl: new URL('http://localhost:3000'),
      google: null,
      foods: foodCatalogService(),
      engine: offlineEngine({ db: other.db, clock: kit.t.clock.now, foods: foodCatalogService() }),
      settings: DEFAULT_CHAT_SETTINGS,
      storage: diskStorage(kit.t.uploads),
      vision: null,
      dailyLimit: 100,
      whatsapp: kit.channel,
    });
    try {
      const phones = Array.from({ length: 12 }, () => newPhone());
      await deliver(phones.map((p) => textMessage(p, 'oi')));
      const [a, b] = await Promise.all([work(), second.processDue(kit.t.clock.now())]);
      expect(a.done + b.done).toBe(12);
      expect(kit.graph.sent).toHaveLength(12);
      expect(new Set(kit.graph.sent.map((s) => s.to))).toEqual(new Set(phones));
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
      eatenAt: kit.t.clock.now().toISOString(),
      items: [{ foodId: 'taco-3', grams: 100 }],
    });
    kit.t.clock.advance(3 * 3_600_000); // 15h in São Paulo, Pia wrote 3 hours ago
    try {
      expect(await kit.t.app.whatsapp.sendReminders(kit.t.clock.now())).toBe(1);
      expect(kit.graph.sent).toEqual([expect.objectContaining({ to: pia.phone, type: 'text' })]);
      expect(kit.graph.sent[0]!.text).toMatch(/Ainda não registrou o almoço\?.*PARAR/);
      expect(await kit.t.app.whatsapp.sendReminders(kit.t.clock.now())).toBe(0);
    } finally {
      kit.t.clock.advance(-3 * 3_600_000);
    }
    // Two days later, with no message from Pia since: only the template may go.
    kit.t.clock.advance(2 * 86_400_000 + 3 * 3_600_000);
    try {
      kit.graph.reset();
      kit.graph.failNext(503, 503);
      expect(await kit.t.app.whatsapp.sendReminders(kit.t.clock.now())).toBe(0); // unreachable: tried again next run
      expect(await kit.t.app.whatsapp.sendReminders(kit.t.clock.now())).toBe(2); // Pia and Rui (no lunch that day)
      const template = kit.graph.sent.find((s) => s.to === pia.phone);
      expect(template).toMatchObject({
        type: 'template',
        template: { name: 'lembrete_refeicao', language: 'pt_BR', params: ['almoço'] },
      });
    } finally {
      kit.t.clock.advance(-(2 * 86_400_000 + 3 * 3_600_000));
    }
  });
});

describe('dados da pessoa', () => {
  it('o número vai na exportação e some com a conta', async () => {
    const tati = await linkedPerson('tati.wa@example.com');
    const exported = (await tati.get('/api/account/export')).body;
    expect(exported.whatsapp).toMatchObject({ phone: tati.phone, reminders: false });
    expect((await tati.send('DELETE', '/api/account', { password: validSignup().password })).status).toBe(204);
    expect(await kit.t.db.select().from(whatsappLinks).where(eq(whatsappLinks.phone, tati.phone))).toEqual([]);
    const left = await kit.t.db.execute(
      sql`select count(*)::int as n from whatsapp_inbox where phone = ${tati.phone} or user_id = ${tati.id}`,
    );
    expect((left.rows[0] as { n: number }).n).toBe(0);
  });
});
