import { and, eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, twoFactor, users } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Segura123!';
const CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

/** The code an authenticator app shows for `secret` at the app's clock (plus `stepsAhead` × 30 s). */
const codeOf = (secret: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() + stepsAhead * 30_000 });

/** A browser with a user agent of its own, as a real one sends on every request. */
function chrome() {
  const b = browser(t.app);
  const withUa = (headers?: Record<string, string>) => ({ 'user-agent': CHROME, ...headers });
  return {
    ...b,
    get: (path: string) => b.get(path, withUa()),
    post: (path: string, body?: unknown) => b.post(path, body, withUa()),
    put: (path: string, body?: unknown) => b.put(path, body, withUa()),
    send: (method: string, path: string, body?: unknown) => b.send(method, path, body, withUa()),
  };
}

let people = 0;
/** A person signed up in a browser of their own, with two factors on: the secret and the ten recovery codes. */
async function enrolled() {
  people += 1;
  const email = `dupla${people}@example.com`;
  const owner = chrome();
  expect((await owner.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  const setup = await owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
  expect(setup.status).toBe(200);
  const enable = await owner.post('/api/settings/two-factor/enable', { code: codeOf(setup.body.secret) });
  expect(enable.status).toBe(200);
  // Every test starts on a new 30-second step, so the code just used is not the next test's.
  t.clock.advance(30_000);
  return { email, owner, secret: setup.body.secret as string, recoveryCodes: enable.body.recoveryCodes as string[] };
}

/** The password step in a new browser: 202 and no session. */
async function passwordStep(email: string, b = chrome(), remember = false) {
  const res = await b.post('/api/auth/login', { email, password: PASSWORD, remember });
  expect(res.status).toBe(202);
  expect(res.body).toEqual({ secondFactorRequired: true });
  return b;
}

describe('ativar a verificação em duas etapas', () => {
  it('pede a senha, mostra o QR code e o segredo uma vez só, e guarda o segredo selado', async () => {
    const owner = chrome();
    await owner.post('/api/auth/signup', validSignup({ email: 'qr@example.com' }));
    const wrong = await owner.post('/api/settings/two-factor/setup', { password: 'Errada123!' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');

    const setup = await owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
    expect(setup.status).toBe(200);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toMatch(/^otpauth:\/\/totp\/Nutri:qr%40example\.com\?/);
    expect(setup.body.uri).toContain(`secret=${setup.body.secret}`);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'qr@example.com'));
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.userId, user!.id));
    expect(row!.secretSealed).not.toContain(setup.body.secret);
    expect(row!.secretSealed).toMatch(/^v1\./);

    const status = await owner.get('/api/settings/two-factor');
    expect(status.body).toEqual({ enabled: false, enabledAt: null, recoveryCodesLeft: 0, fresh: false });
    expect(JSON.stringify(status.body)).not.toContain(setup.body.secret);
  });

  it('um código errado não ativa; o certo ativa e devolve 10 códigos de recuperação diferentes', async () => {
    const owner = chrome();
    await owner.post('/api/auth/signup', validSignup({ email: 'ativa@example.com' }));
    const { body } = await owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
    const wrongCode = String((Number(codeOf(body.secret)) + 1) % 1_000_000).padStart(6, '0');
    const wrong = await owner.post('/api/settings/two-factor/enable', { code: wrongCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_code');
    const shape = await owner.post('/api/settings/two-factor/enable', { code: '12ab' });
    expect(shape.status).toBe(400);
    expect(shape.body.error.fields.code).toBe('Digite os 6 dígitos que o app autenticador mostra.');

    const enable = await owner.post('/api/settings/two-factor/enable', { code: codeOf(body.secret) });
    expect(enable.status).toBe(200);
    expect(enable.body.recoveryCodes).toHaveLength(10);
    expect(new Set(enable.body.recoveryCodes).size).toBe(10);
    for (const code of enable.body.recoveryCodes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);

    const status = await owner.get('/api/settings/two-factor');
    expect(status.body).toMatchObject({ enabled: true, recoveryCodesLeft: 10, fresh: true });
    const again = await owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
    expect(again.status).toBe(409);
    expect(again.body.error.code).toBe('two_factor_already_on');
    const notice = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, 'ativa@example.com'));
    expect(notice.map((e) => e.subject)).toContain('Verificação em duas etapas ativada no Nutri');
    t.clock.advance(30_000);
  });
});

describe('entrar com a verificação em duas etapas', () => {
  it('a senha sozinha não abre sessão; o código do app abre', async () => {
    const { email, secret } = await enrolled();
    const b = await passwordStep(email);
    expect(b.jar.has('nutri_session')).toBe(false);
    expect((await b.get('/api/me')).status).toBe(401);

    const wrong = await b.post('/api/auth/two-factor', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('invalid_code');
    expect((await b.get('/api/me')).status).toBe(401);

    const res = await b.post('/api/auth/two-factor', { code: codeOf(secret) });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(email);
    expect((await b.get('/api/me')).status).toBe(200);
    // The ticket is spent with the session it opened.
    expect(b.jar.has('nutri_second_step')).toBe(false);
    // Atividade da conta (decision 0046): the password alone opened nothing, so only the second step is a sign-in.
    const kinds = ((await b.get('/api/settings/audit-log')).body.items as { kind: string }[]).map((e) => e.kind);
    expect(kinds[0]).toBe('sign_in_two_factor');
    expect(kinds.filter((k) => k.startsWith('sign_in_'))).toEqual(['sign_in_two_factor']);
    expect(kinds).toContain('two_factor_on');
  });

  it('recusa o mesmo código usado de novo na mesma janela de 30 segundos', async () => {
    const { email, secret } = await enrolled();
    const code = codeOf(secret);
    expect((await (await passwordStep(email)).post('/api/auth/two-factor', { code })).status).toBe(200);
    const replay = await (await passwordStep(email)).post('/api/auth/two-factor', { code });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('code_already_used');
    expect(replay.body.error.message).toBe('Este código já foi usado. Espere o app mostrar o próximo código.');
  });

  it('sem o cookie do primeiro passo, ou 5 minutos depois da senha, pede a senha de novo', async () => {
    const { email, secret } = await enrolled();
    const stranger = await chrome().post('/api/auth/two-factor', { code: codeOf(secret) });
    expect(stranger.status).toBe(401);
    expect(stranger.body.error.code).toBe('sign_in_expired');

    const b = await passwordStep(email);
    t.clock.advance(5 * 60_000);
    const late = await b.post('/api/auth/two-factor', { code: codeOf(secret) });
    expect(late.status).toBe(401);
    expect(late.body.error.code).toBe('sign_in_expired');
    t.clock.advance(30_000);
  });

  it('depois de 5 códigos errados o primeiro passo acaba, mesmo com o código certo', async () => {
    const { email, secret } = await enrolled();
    const b = await passwordStep(email);
    for (let i = 0; i < 5; i += 1) expect((await b.post('/api/auth/two-factor', { code: '000000' })).status).toBe(400);
    const right = await b.post('/api/auth/two-factor', { code: codeOf(secret) });
    expect(right.status).toBe(401);
    expect(right.body.error.message).toBe('Muitos códigos incorretos. Entre de novo com seu e-mail e senha.');
  });

  it('um código de recuperação entra uma vez só', async () => {
    const { email, owner, recoveryCodes } = await enrolled();
    const code = recoveryCodes[0]!;
    const first = await (await passwordStep(email)).post('/api/auth/two-factor', { code: code.toUpperCase() });
    expect(first.status).toBe(200);
    const second = await (await passwordStep(email)).post('/api/auth/two-factor', { code });
    expect(second.status).toBe(400);
    expect(second.body.error.code).toBe('invalid_code');
    expect((await owner.get('/api/settings/two-factor')).body.recoveryCodesLeft).toBe(9);
  });
});

describe('lembrar este dispositivo por 30 dias', () => {
  it('o navegador lembrado entra só com a senha; esquecido em Configurações, volta a pedir o código', async () => {
    const { email, owner, secret } = await enrolled();
    const laptop = await passwordStep(email);
    const res = await laptop.post('/api/auth/two-factor', { code: codeOf(secret), rememberDevice: true });
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().find((line) => line.startsWith('nutri_device='))).toMatch(/HttpOnly/);
    await laptop.post('/api/auth/logout');

    const alerts = () =>
      t.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.to, email), eq(outboxEmails.subject, 'Novo acesso à sua conta no Nutri')));
    // The laptop was new to the account when it typed the code: one alert, and none when it comes back remembered.
    expect(await alerts()).toHaveLength(1);
    const again = await laptop.post('/api/auth/login', { email, password: PASSWORD });
    expect(again.status).toBe(200);
    expect(again.body.email).toBe(email);
    expect(await alerts()).toHaveLength(1);

    const listed = await laptop.get('/api/settings/devices');
    expect(listed.body.devices).toEqual([expect.objectContaining({ device: 'Chrome no Windows', current: true })]);
    const [device] = listed.body.devices;
    // Another person cannot forget it: the same 404 as an unknown id.
    const stranger = chrome();
    await stranger.post('/api/auth/signup', validSignup({ email: `outra${people}@example.com` }));
    const foreign = await stranger.send('DELETE', `/api/settings/devices/${device.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Dispositivo não encontrado.');
    expect((await owner.send('DELETE', '/api/settings/devices/nao-e-id')).status).toBe(404);

    expect((await owner.send('DELETE', `/api/settings/devices/${device.id}`)).status).toBe(204);
    expect((await owner.get('/api/settings/devices')).body.devices).toEqual([]);
    await laptop.post('/api/auth/logout');
    await passwordStep(email, laptop);
  });

  it('lembrado é o navegador: outro navegador com a mesma senha ainda precisa do código', async () => {
    const { email, secret } = await enrolled();
    const laptop = await passwordStep(email);
    await laptop.post('/api/auth/two-factor', { code: codeOf(secret), rememberDevice: true });
    await passwordStep(email, chrome());
  });
});

describe('ações sensíveis pedem um código recente', () => {
  it('senha, e-mail, exportação, exclusão e token MCP: 403 sem código nos últimos 10 minutos', async () => {
    const { email, secret } = await enrolled();
    const laptop = await passwordStep(email);
    await laptop.post('/api/auth/two-factor', { code: codeOf(secret), rememberDevice: true });
    t.clock.advance(10 * 60_000);
    // The code of the sign-in is 10 minutes old now.
    const attempts = [
      () =>
        laptop.put('/api/settings/password', {
          password: PASSWORD,
          newPassword: 'NovaSenha123!',
          confirmPassword: 'NovaSenha123!',
        }),
      () => laptop.put('/api/settings/email', { password: PASSWORD, email: `novo.${email}` }),
      () => laptop.get('/api/account/export'),
      () => laptop.send('DELETE', '/api/account', { password: PASSWORD }),
      () => laptop.post('/api/settings/tokens', { name: 'Claude no notebook', scope: 'read' }),
    ];
    for (const attempt of attempts) {
      const res = await attempt();
      expect(res.status).toBe(403);
      expect(res.body.error).toEqual({
        code: 'second_factor_required',
        message: 'Por segurança, confirme com o código do app autenticador antes de continuar.',
      });
    }
    expect((await laptop.get('/api/settings/two-factor')).body.fresh).toBe(false);

    const verify = await laptop.post('/api/settings/two-factor/verify', { code: codeOf(secret) });
    expect(verify.status).toBe(200);
    expect(verify.body.fresh).toBe(true);
    expect((await laptop.get('/api/account/export')).status).toBe(200);
    expect((await laptop.post('/api/settings/tokens', { name: 'Claude', scope: 'read' })).status).toBe(201);

    t.clock.advance(10 * 60_000);
    expect((await laptop.get('/api/account/export')).status).toBe(403);
  });

  it('uma sessão aberta só pelo dispositivo lembrado também precisa do código', async () => {
    const { email, secret } = await enrolled();
    const laptop = await passwordStep(email);
    await laptop.post('/api/auth/two-factor', { code: codeOf(secret), rememberDevice: true });
    await laptop.post('/api/auth/logout');
    expect((await laptop.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    expect((await laptop.get('/api/account/export')).status).toBe(403);
  });
});

describe('desativar', () => {
  it('pede a senha e um código; depois, a senha volta a bastar', async () => {
    const { email, owner, secret } = await enrolled();
    const noCode = await owner.post('/api/settings/two-factor/disable', { password: PASSWORD });
    expect(noCode.status).toBe(400);
    expect(noCode.body.error.fields.code).toBe('Informe o código do app autenticador.');
    const wrongPassword = await owner.post('/api/settings/two-factor/disable', {
      password: 'Errada123!',
      code: codeOf(secret),
    });
    expect(wrongPassword.status).toBe(403);
    const wrongCode = await owner.post('/api/settings/two-factor/disable', { password: PASSWORD, code: '000000' });
    expect(wrongCode.status).toBe(400);

    const off = await owner.post('/api/settings/two-factor/disable', { password: PASSWORD, code: codeOf(secret) });
    expect(off.status).toBe(204);
    expect((await owner.get('/api/settings/two-factor')).body.enabled).toBe(false);
    const login = await chrome().post('/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    expect(
      await t.db
        .select()
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, user!.id))),
    ).toEqual([]);
    const again = await owner.post('/api/settings/two-factor/disable', { password: PASSWORD, code: codeOf(secret) });
    expect(again.status).toBe(409);
    const kinds = ((await owner.get('/api/settings/audit-log')).body.items as { kind: string }[]).map((e) => e.kind);
    expect(kinds.slice(0, 2)).toEqual(['sign_in_password', 'two_factor_off']);
  });

  it('códigos errados demais: 429 com Retry-After', async () => {
    const { owner } = await enrolled();
    for (let i = 0; i < 10; i += 1) {
      expect((await owner.post('/api/settings/two-factor/verify', { code: '000000' })).status).toBe(400);
    }
    const limited = await owner.post('/api/settings/two-factor/verify', { code: '000000' });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});
