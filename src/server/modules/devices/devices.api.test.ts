import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Segura123!';
const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const FIREFOX_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

/** A browser that always says who it is (its user agent), as a real one does. */
function device(userAgent: string) {
  const b = browser(t.app);
  return {
    ...b,
    get: (path: string) => b.get(path, { 'user-agent': userAgent }),
    post: (path: string, body?: unknown) => b.post(path, body, { 'user-agent': userAgent }),
  };
}

const alertsTo = (email: string) =>
  t.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Novo acesso à sua conta no Nutri')))
    .orderBy(desc(outboxEmails.createdAt));

const notMeToken = (text: string) => /\/nao-fui-eu\?token=([A-Za-z0-9_-]+)/.exec(text)?.[1];

describe('alerta de acesso de um dispositivo novo', () => {
  it('o navegador do cadastro entra sem alerta; outro navegador recebe e-mail e notificação', async () => {
    const email = 'alerta@example.com';
    const home = device(CHROME_WINDOWS);
    await home.post('/api/auth/signup', validSignup({ email }));
    await home.post('/api/auth/logout');
    expect((await home.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect(await alertsTo(email)).toEqual([]);

    const other = device(FIREFOX_LINUX);
    expect((await other.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const [alert] = await alertsTo(email);
    expect(alert?.text).toContain('Firefox no Linux, em 22/11/2026');
    expect(alert?.text).toContain('horário de Brasília');
    expect(notMeToken(alert!.text)).toBeDefined();

    const list = await other.get('/api/notifications');
    expect(list.body.items).toContainEqual(
      expect.objectContaining({
        kind: 'new_sign_in',
        title: 'Novo acesso à sua conta',
        link: '/dashboard/settings#seguranca',
      }),
    );
    // The same browser again is known now.
    await other.post('/api/auth/logout');
    await other.post('/api/auth/login', { email, password: PASSWORD });
    expect(await alertsTo(email)).toHaveLength(1);
  });

  it('o mesmo cookie em outro navegador ou sistema conta como dispositivo novo', async () => {
    const email = 'cookie@example.com';
    const home = device(CHROME_WINDOWS);
    await home.post('/api/auth/signup', validSignup({ email }));
    const moved = browser(t.app);
    moved.jar.set('nutri_device', home.jar.get('nutri_device')!);
    const res = await moved.post('/api/auth/login', { email, password: PASSWORD }, { 'user-agent': FIREFOX_LINUX });
    expect(res.status).toBe(200);
    expect(await alertsTo(email)).toHaveLength(1);
  });
});

describe('"Não fui eu"', () => {
  it('encerra todas as sessões da conta, manda o link de redefinir a senha e só funciona uma vez', async () => {
    const email = 'naofui@example.com';
    const home = device(CHROME_WINDOWS);
    await home.post('/api/auth/signup', validSignup({ email }));
    const intruder = device(FIREFOX_LINUX);
    await intruder.post('/api/auth/login', { email, password: PASSWORD, remember: true });
    expect((await intruder.get('/api/me')).status).toBe(200);
    const [alert] = await alertsTo(email);
    const token = notMeToken(alert!.text)!;

    // Opened from anywhere (the e-mail on the phone): no session needed.
    const res = await browser(t.app).post('/api/auth/not-me', { token });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain('encerramos todas as sessões');
    // No SMTP here: the answer points to the development outbox, never "enviamos para o seu e-mail".
    expect(res.body.email).toBe('outbox');
    expect(res.body.message).not.toMatch(/enviamos/i);
    expect(res.body.message).toContain('/dev/outbox');
    expect((await intruder.get('/api/me')).status).toBe(401);
    expect((await home.get('/api/me')).status).toBe(401);

    const [reset] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, email), like(outboxEmails.text, '%/redefinir-senha?token=%')));
    expect(reset?.subject).toBe('Redefinição de senha do Nutri');
    expect(reset?.text).toContain('encerramos todas as sessões');

    const again = await browser(t.app).post('/api/auth/not-me', { token });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_alert_token');
  });

  it('o link expira em 7 dias; um token inventado é recusado com a mesma mensagem', async () => {
    const email = 'expira@example.com';
    await device(CHROME_WINDOWS).post('/api/auth/signup', validSignup({ email }));
    const intruder = device(FIREFOX_LINUX);
    await intruder.post('/api/auth/login', { email, password: PASSWORD, remember: true });
    const [alert] = await alertsTo(email);
    t.clock.advance(7 * 86_400_000);
    const late = await browser(t.app).post('/api/auth/not-me', { token: notMeToken(alert!.text) });
    expect(late.status).toBe(400);
    expect(late.body.error.code).toBe('invalid_alert_token');
    expect((await intruder.get('/api/me')).status).toBe(200);
    const made = await browser(t.app).post('/api/auth/not-me', { token: 'dG9rZW4taW52ZW50YWRvLWFxdWk' });
    expect(made.body.error).toEqual(late.body.error);
    const short = await browser(t.app).post('/api/auth/not-me', { token: 'curto' });
    expect(short.status).toBe(400);
    expect(short.body.error.code).toBe('validation_failed');
  });
});
