import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, supportRequests } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Souza',
  email: 'ana.ajuda@example.com',
  topic: 'metas',
  message: 'Como vocês calculam minha meta de proteínas?',
  ...overrides,
});

describe('fale conosco', () => {
  it('diz à web o único e-mail de suporte (SUPPORT_EMAIL) e os dados da empresa configurados', async () => {
    const res = await browser(t.app).get('/api/help/contact-info');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      supportEmail: 'suporte@nutri.local',
      dpoEmail: 'encarregado@nutri.local',
      company: { legalName: null, cnpj: null, address: null },
    });
  });

  it('guarda o pedido e manda para o e-mail do suporte', async () => {
    const res = await browser(t.app).post('/api/help/contact', request());
    expect(res.status).toBe(201);
    expect(res.body.message).toContain('Recebemos sua mensagem');
    const [stored] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.body.id));
    expect(stored).toMatchObject({ email: 'ana.ajuda@example.com', topic: 'metas', userId: null });
    const [mail] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'suporte@nutri.local'));
    expect(mail?.subject).toBe('[Nutri suporte] Metas e cálculos — Ana Souza');
    expect(mail?.text).toContain('Como vocês calculam minha meta de proteínas?');
    // And a receipt to the person, with the protocol.
    const [receipt] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ana.ajuda@example.com'));
    expect(receipt?.subject).toBe('Recebemos sua mensagem — Nutri');
    expect(receipt?.text).toContain(`protocolo ${res.body.id}`);
  });

  it('liga o pedido à conta de quem está logado', async () => {
    const bia = browser(t.app);
    const signup = await bia.post('/api/auth/signup', validSignup({ email: 'bia.ajuda@example.com' }));
    const res = await bia.post('/api/help/contact', request({ email: 'bia.ajuda@example.com' }));
    const [stored] = await t.db.select().from(supportRequests).where(eq(supportRequests.id, res.body.id));
    expect(stored?.userId).toBe(signup.body.id);
  });

  it('recusa dados inválidos com mensagens claras', async () => {
    const res = await browser(t.app).post('/api/help/contact', request({ message: 'oi', topic: 'x', email: 'ana' }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      email: 'Informe um e-mail válido',
      topic: 'Escolha o assunto',
      message: 'Escreva pelo menos 10 caracteres',
    });
  });

  it('mesmo com 12 envios simultâneos do mesmo endereço, aceita só 5', async () => {
    const ip = '203.0.113.78';
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        browser(t.app, ip).post('/api/help/contact', request({ email: `paralelo${i}@example.com` })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(7);
  });

  it('limita a 5 mensagens por hora por endereço', async () => {
    const spammer = browser(t.app, '203.0.113.77');
    for (let i = 0; i < 5; i++) {
      expect((await spammer.post('/api/help/contact', request({ email: `x${i}@example.com` }))).status).toBe(201);
    }
    const blocked = await spammer.post('/api/help/contact', request({ email: 'x9@example.com' }));
    expect(blocked.status).toBe(429);
    expect(blocked.body.error.code).toBe('too_many_requests');
    expect(blocked.headers.get('retry-after')).toBe('3600');
    t.clock.advance(3_600_001);
    expect((await spammer.post('/api/help/contact', request({ email: 'x9@example.com' }))).status).toBe(201);
  });
});
