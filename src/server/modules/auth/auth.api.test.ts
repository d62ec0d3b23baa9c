import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outboxEmails } from '../../db/schema';
import { take } from '../../http/rate-limiter';
import { browser, createTestApp, latestEmail, validSignup, type TestApp } from '../../test/test-app';
import { LOGIN_LIMITS } from './login-limits';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('cadastro', () => {
  it('cria a conta, abre a sessão, registra os consentimentos e começa o trial de 7 dias', async () => {
    const ana = browser(t.app);
    const res = await ana.post('/api/auth/signup', validSignup({ email: 'Cadastro@Example.com' }));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      email: 'cadastro@example.com',
      onboardingCompleted: false,
      consentsRequired: false,
    });
    expect(new Date(res.body.trialEndsAt).getTime() - t.clock.now().getTime()).toBe(7 * 86_400_000);
    const cookie = res.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect((await ana.get('/api/me')).status).toBe(200);
    const [welcome] = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'cadastro@example.com'));
    expect(welcome?.subject).toBe('Boas-vindas ao Nutri');
    expect(welcome?.text).toContain('Premium grátis até 29/11/2026');
    // The public landing asks this to offer "Ir para o painel"; a visitor without a session gets 200 too.
    expect((await ana.get('/api/auth/status')).body).toEqual({ signedIn: true });
    const visitor = await browser(t.app).get('/api/auth/status');
    expect(visitor.status).toBe(200);
    expect(visitor.body).toEqual({ signedIn: false });
  });

  it('recusa um e-mail já cadastrado com 409', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'dup@example.com' }));
    const res = await browser(t.app).post('/api/auth/signup', validSignup({ email: 'DUP@example.com' }));
    expect(res.status).toBe(409);
    expect(res.body.error.code).toBe('email_taken');
  });

  it.each([
    [{ name: 'Al' }, 'name', 'O nome deve ter pelo menos 3 caracteres'],
    [{ email: 'nao-e-email' }, 'email', 'Informe um e-mail válido'],
    [{ password: 'curta', confirmPassword: 'curta' }, 'password', 'A senha deve ter pelo menos 8 caracteres'],
    [{ confirmPassword: 'Outra123!' }, 'confirmPassword', 'As senhas não coincidem'],
    [{ terms: false }, 'terms', 'Você deve aceitar os termos e o aviso de saúde para continuar'],
    [{ disclaimer: false }, 'disclaimer', 'Você deve aceitar os termos e o aviso de saúde para continuar'],
  ])('valida %j com a mensagem da especificação', async (override, field, message) => {
    const res = await browser(t.app).post('/api/auth/signup', validSignup({ email: 'regra@example.com', ...override }));
    expect(res.status).toBe(400);
    expect(res.body.error.fields[field]).toBe(message);
  });

  it('responde 400 em pt-BR a um JSON malformado', async () => {
    const res = await browser(t.app).post('/api/auth/signup', '{"name":');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_json');
  });
});

describe('login e logout', () => {
  beforeAll(async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'bruno@example.com' }));
  });

  it('entra com e-mail e senha; sem "lembrar de mim" o cookie é de sessão do navegador', async () => {
    const res = await browser(t.app).post('/api/auth/login', { email: 'Bruno@example.com', password: 'Segura123!' });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('bruno@example.com');
    // The session's own cookie; the device cookie beside it lasts 400 days (decision 0042).
    const session = res.headers.getSetCookie().find((line) => line.startsWith('nutri_session='));
    expect(session).toBeDefined();
    expect(session).not.toMatch(/Max-Age/);
  });

  it('"lembrar de mim" mantém a sessão por 30 dias', async () => {
    const res = await browser(t.app).post('/api/auth/login', {
      email: 'bruno@example.com',
      password: 'Segura123!',
      remember: true,
    });
    expect(res.headers.getSetCookie().find((line) => line.startsWith('nutri_session='))).toMatch(/Max-Age=2592000/);
  });

  it('a mesma resposta para senha errada e e-mail inexistente', async () => {
    const wrong = await browser(t.app).post('/api/auth/login', { email: 'bruno@example.com', password: 'Errada123!' });
    const missing = await browser(t.app).post('/api/auth/login', {
      email: 'ninguem@example.com',
      password: 'Errada123!',
    });
    expect(wrong.status).toBe(401);
    expect(missing.status).toBe(401);
    expect(wrong.body).toEqual(missing.body);
    expect(wrong.body.error.code).toBe('invalid_credentials');
  });

  it('sair revoga a sessão no servidor, não só o cookie', async () => {
    const bruno = browser(t.app);
    await bruno.post('/api/auth/login', { email: 'bruno@example.com', password: 'Segura123!' });
    const stolen = new Map(bruno.jar);
    expect((await bruno.post('/api/auth/logout')).status).toBe(204);
    const replay = browser(t.app);
    for (const [k, v] of stolen) replay.jar.set(k, v);
    expect((await replay.get('/api/me')).status).toBe(401);
  });

  it('a marca de entrada (nutri_signin) acompanha a sessão: legível pela página, nova a cada entrada, apagada ao sair', async () => {
    const mark = (res: { headers: Headers }) => res.headers.getSetCookie().find((c) => c.startsWith('nutri_signin='));
    const bruno = browser(t.app);
    const first = mark(await bruno.post('/api/auth/login', { email: 'bruno@example.com', password: 'Segura123!' }));
    // Not HttpOnly: the installed app compares it with its saved copy (decision 0030, addendum 2026-11-26).
    expect(first).toMatch(/^nutri_signin=[\w-]{16}; Path=\/; SameSite=Lax$/);
    const again = mark(
      await browser(t.app).post('/api/auth/login', { email: 'bruno@example.com', password: 'Segura123!' }),
    );
    expect(again?.split(';')[0]).not.toBe(first?.split(';')[0]);
    expect(mark(await bruno.post('/api/auth/logout'))).toMatch(/^nutri_signin=; Max-Age=0/);
  });

  it('sem sessão, /api/me responde 401', async () => {
    const res = await browser(t.app).get('/api/me');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('unauthenticated');
  });
});

describe('limite de tentativas', () => {
  it('após 5 falhas em 15 minutos do mesmo endereço responde 429 dizendo quando tentar de novo, e libera depois', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'carla@example.com' }));
    const attempt = (password: string) =>
      browser(t.app, '203.0.113.5').post('/api/auth/login', { email: 'carla@example.com', password });
    for (let i = 0; i < 5; i++) expect((await attempt('Errada123!')).status).toBe(401);
    const locked = await attempt('Segura123!');
    expect(locked.status).toBe(429);
    expect(locked.body.error.code).toBe('too_many_attempts');
    expect(locked.body.error.message).toMatch(/Tente novamente em 15 minutos/);
    expect(Number(locked.headers.get('retry-after'))).toBe(900);
    t.clock.advance(15 * 60_000 + 1000);
    expect((await attempt('Segura123!')).status).toBe(200);
  });

  it('também limita por endereço, qualquer que seja a conta, num teto que comporta uma NAT de operadora', async () => {
    const sameAddress = '203.0.113.9';
    const ceiling = { key: `login:ip:${sameAddress}`, ...LOGIN_LIMITS.ip };
    for (let i = 0; i < LOGIN_LIMITS.ip.max - 1; i++) await take(t.db, [ceiling], t.clock.now());
    expect((await login(sameAddress, 'x@example.com')).status).toBe(401);
    const res = await login(sameAddress, 'y@example.com');
    expect(res.status).toBe(429);
    expect(res.body.error.code).toBe('too_many_attempts');
    expect((await login('203.0.113.10', 'y@example.com')).status).toBe(401);
  });
});

const login = (ip: string, email: string) =>
  browser(t.app, ip).post('/api/auth/login', { email, password: 'Errada123!' });

describe('redefinição de senha', () => {
  it('envia um link de uso único, válido por 30 minutos, e revoga as outras sessões', async () => {
    const dani = browser(t.app);
    await dani.post('/api/auth/signup', validSignup({ email: 'dani@example.com' }));
    const res = await browser(t.app).post('/api/auth/password-reset', { email: 'dani@example.com' });
    expect(res.status).toBe(202);
    const email = await latestEmail(t.db);
    expect(email?.to).toBe('dani@example.com');
    const token = /token=([\w-]+)/.exec(email?.text ?? '')?.[1];
    expect(token).toBeTruthy();

    const confirm = await browser(t.app).post('/api/auth/password-reset/confirm', { token, password: 'NovaSenha9!' });
    expect(confirm.status).toBe(204);
    expect((await dani.get('/api/me')).status).toBe(401);
    const again = await browser(t.app).post('/api/auth/password-reset/confirm', { token, password: 'Outra9999!' });
    expect(again.status).toBe(400);
    expect(again.body.error.code).toBe('invalid_reset_token');
    const login = await browser(t.app).post('/api/auth/login', { email: 'dani@example.com', password: 'NovaSenha9!' });
    expect(login.status).toBe(200);
  });

  it('usar um link invalida todos os outros links pendentes da pessoa, mais antigos ou mais novos', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'fabi@example.com' }));
    const links = [];
    for (let i = 0; i < 3; i++) {
      await browser(t.app).post('/api/auth/password-reset', { email: 'fabi@example.com' });
      links.push(/token=([\w-]+)/.exec((await latestEmail(t.db))?.text ?? '')?.[1]);
    }
    const [oldest, middle, newest] = links;
    const confirm = (token: string | undefined, password: string) =>
      browser(t.app).post('/api/auth/password-reset/confirm', { token, password });
    expect((await confirm(middle, 'NovaSenha9!')).status).toBe(204);
    for (const stale of [oldest, newest]) {
      const res = await confirm(stale, 'Invasor999!');
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('invalid_reset_token');
    }
    const login = await browser(t.app).post('/api/auth/login', { email: 'fabi@example.com', password: 'NovaSenha9!' });
    expect(login.status).toBe(200);
  });

  it('dois links usados ao mesmo tempo: só um vale', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'gil@example.com' }));
    const links = [];
    for (let i = 0; i < 2; i++) {
      await browser(t.app).post('/api/auth/password-reset', { email: 'gil@example.com' });
      links.push(/token=([\w-]+)/.exec((await latestEmail(t.db))?.text ?? '')?.[1]);
    }
    const answers = await Promise.all(
      links.map((token, i) =>
        browser(t.app).post('/api/auth/password-reset/confirm', { token, password: `NovaSenha${i}!!` }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 400]);
  });

  it('o link expira depois de 30 minutos', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'edu@example.com' }));
    await browser(t.app).post('/api/auth/password-reset', { email: 'edu@example.com' });
    const token = /token=([\w-]+)/.exec((await latestEmail(t.db))?.text ?? '')?.[1];
    t.clock.advance(31 * 60_000);
    const res = await browser(t.app).post('/api/auth/password-reset/confirm', { token, password: 'NovaSenha9!' });
    expect(res.status).toBe(400);
  });

  it('sem SMTP não diz que enviou um e-mail: diz que o link está na caixa de saída de teste', async () => {
    await browser(t.app).post('/api/auth/signup', validSignup({ email: 'hana@example.com' }));
    const res = await browser(t.app).post('/api/auth/password-reset', { email: 'hana@example.com' });
    expect(res.status).toBe(202);
    expect(res.body.email).toBe('outbox');
    expect(res.body.message).not.toMatch(/enviamos/i);
    expect(res.body.message).toMatch(/não envia e-mails.*\/dev\/outbox/);
    expect((await browser(t.app).get('/api/auth/providers')).body).toEqual({ google: false, email: 'outbox' });
  });

  it('com SMTP diz que enviou (o mesmo texto com ou sem conta)', async () => {
    const smtp = await createTestApp({ emailDelivery: 'smtp' });
    try {
      const answers = await Promise.all(
        ['dani@example.com', 'ninguem@example.com'].map((email) =>
          browser(smtp.app).post('/api/auth/password-reset', { email }),
        ),
      );
      for (const res of answers) {
        expect(res.status).toBe(202);
        expect(res.body).toEqual({
          message: expect.stringMatching(/^Se existir uma conta.*enviamos um link/),
          email: 'smtp',
        });
      }
      expect((await browser(smtp.app).get('/api/auth/providers')).body).toEqual({ google: false, email: 'smtp' });
    } finally {
      await smtp.close();
    }
  });

  it('responde 202 também para e-mails sem conta, sem enviar nada', async () => {
    const before = await latestEmail(t.db);
    const res = await browser(t.app).post('/api/auth/password-reset', { email: 'fantasma@example.com' });
    expect(res.status).toBe(202);
    expect((await latestEmail(t.db))?.id).toBe(before?.id);
  });
});
