import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, users } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (ip: string, email: string, password: string) =>
  browser(t.app, ip).post('/api/auth/login', { email, password });

let account = 0;
async function person(prefix: string) {
  const email = `${prefix}.${account++}@example.com`;
  expect((await browser(t.app).post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  return email;
}

describe('login: tentativas em paralelo', () => {
  it('30 senhas erradas ao mesmo tempo: no máximo 5 são verificadas, o resto recebe 429 com Retry-After', async () => {
    const email = await person('paralelo');
    const answers = await Promise.all(Array.from({ length: 30 }, () => login('203.0.113.30', email, 'Errada123!')));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(25);
    // Every refusal is the 15-minute pair limit: the burst never fills the day's count and says "24 horas".
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body.error.code).toBe('too_many_attempts');
      expect(refused.body.error.message).toMatch(
        /^Muitas tentativas de login sem sucesso\. Tente novamente em \d+ minutos?\.$/,
      );
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    }
  });
});

describe('login: um estranho não tranca a conta de outra pessoa', () => {
  it('falhas vindas de outro endereço não impedem a dona de entrar do seu', async () => {
    const email = await person('vitima');
    for (let i = 0; i < 12; i++) await login('203.0.113.66', email, 'Errada123!');
    expect((await login('203.0.113.66', email, 'Errada123!')).status).toBe(429);
    expect((await login('198.51.100.200', email, 'Segura123!')).status).toBe(200);
  });

  it('um ataque distribuído em muitos endereços só desacelera: a dona ainda entra do seu endereço', async () => {
    const email = await person('distribuido');
    for (let i = 0; i < 60; i++) await login(`192.0.2.${i + 1}`, email, 'Errada123!');
    // Under attack every address gets one try per window: a second guess from the same address waits.
    expect((await login('192.0.2.1', email, 'Errada123!')).status).toBe(429);
    expect((await login('198.51.100.201', email, 'Segura123!')).status).toBe(200);
  });

  it('endereço e conta: o bloqueio cresce quando o mesmo par insiste ao longo do dia', async () => {
    const email = await person('insistente');
    const ip = '203.0.113.88';
    for (let round = 0; round < 4; round++) {
      for (let i = 0; i < 5; i++) expect((await login(ip, email, 'Errada123!')).status).toBe(401);
      expect((await login(ip, email, 'Errada123!')).status).toBe(429);
      t.clock.advance(15 * 60_000 + 1000);
    }
    const long = await login(ip, email, 'Segura123!');
    expect(long.status).toBe(429);
    expect(Number(long.headers.get('retry-after'))).toBeGreaterThan(60 * 60);
    expect((await login('198.51.100.202', email, 'Segura123!')).status).toBe(200);
  });
});

describe('login: IPv6 conta por rede /64', () => {
  it('trocar de endereço dentro do mesmo /64 não dá tentativas novas', async () => {
    const email = await person('ipv6');
    for (let i = 1; i <= 5; i++) expect((await login(`2001:db8:1:2::${i}`, email, 'Errada123!')).status).toBe(401);
    expect((await login('2001:db8:1:2::ff', email, 'Errada123!')).status).toBe(429);
    expect((await login('2001:db8:1:3::1', email, 'Segura123!')).status).toBe(200);
  });
});

describe('login: o teto por endereço comporta uma NAT de operadora', () => {
  it('muitas pessoas errando a senha atrás do mesmo IP não bloqueiam quem acerta', async () => {
    const nat = '100.64.0.1';
    const people = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => person('nat')));
    for (const email of people) await login(nat, email, 'Errada123!');
    expect((await login(nat, people[0]!, 'Segura123!')).status).toBe(200);
  });
});

describe('cadastro: limite por endereço e por e-mail', () => {
  it('um endereço cria no máximo 30 contas por hora, mesmo em paralelo, e ouve 429 em pt-BR', async () => {
    const ip = '203.0.113.140';
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        browser(t.app, ip).post('/api/auth/signup', validSignup({ email: `massa${i}@example.com` })),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(30);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toMatch(
      /^Muitos cadastros a partir desta rede\. Tente novamente em \d+ (minutos?|horas?)\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    t.clock.advance(60 * 60_000 + 1000);
    expect(
      (await browser(t.app, ip).post('/api/auth/signup', validSignup({ email: 'massa99@example.com' }))).status,
    ).toBe(201);
  });

  it('o mesmo e-mail só pode ser tentado 5 vezes por hora', async () => {
    for (let i = 0; i < 5; i++) {
      const res = await browser(t.app).post('/api/auth/signup', validSignup({ email: 'repetido@example.com' }));
      expect(res.status).toBe(i === 0 ? 201 : 409);
    }
    const refused = await browser(t.app).post('/api/auth/signup', validSignup({ email: 'repetido@example.com' }));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBeTruthy();
  });
});

describe('redefinição de senha: limite atômico', () => {
  it('10 pedidos simultâneos para o mesmo e-mail enviam no máximo 3 links e respondem 429 ao resto', async () => {
    const email = await person('reset.paralelo');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => browser(t.app).post('/api/auth/password-reset', { email })),
    );
    const sent = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    // The sign-up's welcome e-mail, then at most 3 reset links.
    expect(sent.filter((mail) => mail.subject !== 'Boas-vindas ao Nutri')).toHaveLength(3);
    expect(answers.filter((a) => a.status === 202)).toHaveLength(3);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.error.code).toBe('too_many_requests');
    expect(refused.body.error.message).toMatch(/Tente novamente em \d+ (minutos?|horas?)\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('o limite vale igual para e-mails sem conta, para não revelar quem está cadastrado', async () => {
    const answers = [];
    for (let i = 0; i < 4; i++) {
      answers.push((await browser(t.app).post('/api/auth/password-reset', { email: 'sem.conta@example.com' })).status);
    }
    expect(answers).toEqual([202, 202, 202, 429]);
    expect(await t.db.select().from(users).where(eq(users.email, 'sem.conta@example.com'))).toEqual([]);
  });
});
