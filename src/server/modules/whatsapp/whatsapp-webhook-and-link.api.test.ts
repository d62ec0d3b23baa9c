import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { whatsappStatusSchema } from '../../../contracts/whatsapp';
import { webhookSignature } from '../../adapters/whatsapp/webhook-signature';
import { deliveryOf, textMessage } from '../../test/fake-whatsapp-graph';
import { browser, createTestApp, validSignup } from '../../test/test-app';
import { whatsappTestKit } from '../../test/whatsapp-test-kit';

const { kit, settings, newPhone, deliver, work, inboxCount, person, linkedPerson } = whatsappTestKit();

describe('webhook: verificação e assinatura', () => {
  it('responde ao aperto de mão da Meta com o desafio, e 403 com o token errado', async () => {
    const ok = await kit.t.app.request(
      '/api/whatsapp/webhook?hub.mode=subscribe&hub.verify_token=verifica-nutri&hub.challenge=1158201444',
    );
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('1158201444');
    const wrong = await kit.t.app.request(
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
    expect(kit.graph.sent).toEqual([]);
  });

  it('aceita entregas de até 512 KB (acima do limite de 100 KB do JSON comum) e recusa maiores com 413', async () => {
    const send = (size: number) => {
      const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [], padding: 'x'.repeat(size) });
      return kit.t.app.request('/api/whatsapp/webhook', {
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
    const res = await kit.t.app.request('/api/whatsapp/webhook', {
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
    const stored = await kit.t.db.execute(sql`select code_hash from whatsapp_link_codes where user_id = ${ana.id}`);
    expect(JSON.stringify(stored.rows)).not.toContain(code.body.code.replace('-', ''));
    expect((await deliver([textMessage('5511987650001', code.body.code.toLowerCase().replace('-', ' '))])).status).toBe(
      200,
    );
    await work();
    expect(kit.graph.sent).toEqual([expect.objectContaining({ to: '5511987650001', type: 'text' })]);
    expect(kit.graph.sent[0]!.text).toContain('conectado à sua conta');
    const status = whatsappStatusSchema.parse((await ana.get('/api/whatsapp')).body);
    expect(status.link).toMatchObject({ phone: '+55 11 98765-0001', reminders: false });
    // The code works once.
    kit.graph.reset();
    await deliver([textMessage('5511987650001', code.body.code)]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/inválido ou vencido/);

    const unlinked = await ana.send('DELETE', '/api/whatsapp/link');
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.link).toBeNull();
  });

  it('código errado ou vencido não conecta', async () => {
    const bia = await person('bia.wa@example.com');
    const phone = newPhone();
    await deliver([textMessage(phone, 'ABCD-EFG2')]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/inválido ou vencido/);
    const code = (await bia.post('/api/whatsapp/link-code')).body.code as string;
    kit.t.clock.advance(11 * 60_000);
    try {
      await deliver([textMessage(phone, code)]);
      await work();
      expect(kit.graph.sent[1]!.text).toMatch(/inválido ou vencido/);
    } finally {
      kit.t.clock.advance(-11 * 60_000);
    }
    expect((await bia.get('/api/whatsapp')).body.link).toBeNull();
  });

  it('um número já conectado a outra conta continua nela', async () => {
    const caio = await linkedPerson('caio.wa@example.com');
    const dani = await person('dani.wa@example.com');
    const code = (await dani.post('/api/whatsapp/link-code')).body.code as string;
    await deliver([textMessage(caio.phone, code)]);
    await work();
    expect(kit.graph.sent[0]!.text).toMatch(/já está conectado a outra conta/);
    expect((await dani.get('/api/whatsapp')).body.link).toBeNull();
    expect((await caio.get('/api/whatsapp')).body.link).not.toBeNull();
  });

  it('tentativas demais de código pelo mesmo número são recusadas por uma hora', async () => {
    const phone = newPhone();
    await deliver(
      Array.from({ length: 11 }, (_, i) => textMessage(phone, `ABCD-EF${i % 8}${(i % 7) + 2}`.replace(/[01]/g, '2'))),
    );
    await work();
    expect(kit.graph.sent).toHaveLength(11);
    expect(kit.graph.sent.filter((s) => /Muitas tentativas/.test(s.text ?? ''))).toHaveLength(1);
    expect(kit.graph.sent.filter((s) => /inválido ou vencido/.test(s.text ?? ''))).toHaveLength(10);
  });
});
