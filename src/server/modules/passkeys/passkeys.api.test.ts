import { and, eq, like } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, passkeys, users } from '../../db/schema';
import { softAuthenticator } from '../../test/soft-authenticator';
import { passkeyPeople } from '../../test/passkey-people';
import { browser, createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { PASSWORD, chrome, signedUp, addPasskey, passkeySignIn, kinds } = passkeyPeople(() => t);

describe('adicionar uma passkey', () => {
  it('pede a senha e devolve opções do RP do APP_URL, com passkey detectável e verificação do usuário', async () => {
    const { owner } = await signedUp();
    const wrong = await owner.post('/api/settings/passkeys/registration/options', { password: 'Errada123!' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.code).toBe('wrong_password');
    const none = await browser(t.app).post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    expect(none.status).toBe(401);
    const res = await owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body.rp).toEqual({ id: 'localhost', name: 'Nutri' });
    expect(res.body.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' });
    expect(res.body.attestation).toBe('none');
    expect(res.body.excludeCredentials).toEqual([]);
    // The user.id is random: neither the account's uuid nor its e-mail (WebAuthn L3 §5.4.3).
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'chave1@example.com'));
    expect(Buffer.from(res.body.user.id, 'base64url')).toHaveLength(32);
    expect(Buffer.from(res.body.user.id, 'base64url').toString()).not.toContain(user!.id);
    expect(res.body.user.name).toBe('chave1@example.com');
  });

  it('guarda a passkey com contador, transportes e nome; avisa por e-mail e no registro de atividade', async () => {
    const person = await signedUp();
    const added = await addPasskey(person);
    expect(added.name).toBe('Passkey — Chrome no Windows');
    t.clock.advance(1000); // listed in the order they were added
    const second = await addPasskey({ ...person, device: softAuthenticator({ origin: TEST_ORIGIN }) }, 'Celular');
    expect(second.name).toBe('Celular');
    const list = await person.owner.get('/api/settings/passkeys');
    expect(list.body.passkeys.map((p: { name: string }) => p.name)).toEqual(['Passkey — Chrome no Windows', 'Celular']);
    expect(list.body.passkeys[0]).toMatchObject({ lastUsedAt: null, backedUp: false });
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row).toMatchObject({ counter: 0, transports: ['internal', 'hybrid'] });
    // Both passkeys of the account carry its one user.id.
    const rows = await t.db.select().from(passkeys).where(eq(passkeys.userId, row!.userId));
    expect(new Set(rows.map((r) => r.userHandle)).size).toBe(1);
    // The next options exclude the passkeys already added: the same device is not added twice.
    const again = await person.owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    expect(again.body.excludeCredentials.map((c: { id: string }) => c.id).sort()).toEqual(
      rows.map((r) => r.credentialId).sort(),
    );
    expect(again.body.user.id).toBe(rows[0]!.userHandle);
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, person.email));
    expect(mail.map((m) => m.subject)).toContain('Nova passkey adicionada à sua conta do Nutri');
    expect((await kinds(person.owner)).filter((k) => k === 'passkey_added')).toHaveLength(2);
  });

  it('recusa a mesma resposta duas vezes, um desafio vencido, outra origem e quem não foi verificado', async () => {
    const { owner, device } = await signedUp();
    const start = () => owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    const finish = (response: unknown) => owner.post('/api/settings/passkeys/registration', { response });

    const options = (await start()).body;
    const answer = device.register(options);
    expect((await finish(answer)).status).toBe(201);
    const replay = await finish(answer);
    expect(replay.status).toBe(400);
    expect(replay.body.error).toMatchObject({
      code: 'passkey_expired',
      message: 'O tempo para usar a passkey acabou ou o pedido já foi usado. Tente de novo.',
    });

    const late = (await start()).body;
    t.clock.advance(5 * 60_000 + 1);
    expect((await finish(device.register(late))).body.error.code).toBe('passkey_expired');

    const phishing = await finish(device.register((await start()).body, { origin: 'https://nutri-falso.example' }));
    expect(phishing.status).toBe(400);
    expect(phishing.body.error).toMatchObject({
      code: 'passkey_invalid',
      message: 'Não foi possível confirmar a passkey. Tente de novo.',
    });
    const unverified = await finish(device.register((await start()).body, { userVerified: false }));
    expect(unverified.body.error.code).toBe('passkey_invalid');
    const wrongType = await finish(device.register((await start()).body, { type: 'webauthn.get' }));
    expect(wrongType.body.error.code).toBe('passkey_invalid');
    expect((await owner.get('/api/settings/passkeys')).body.passkeys).toHaveLength(1);
  });

  it('o desafio de uma conta não serve para outra', async () => {
    const ana = await signedUp();
    const bia = await signedUp();
    const options = (await ana.owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD })).body;
    const res = await bia.owner.post('/api/settings/passkeys/registration', { response: bia.device.register(options) });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('passkey_expired');
  });

  it('recusa respostas malformadas com 400 e mensagens em português', async () => {
    const { owner } = await signedUp();
    const res = await owner.post('/api/settings/passkeys/registration', {
      response: { id: 'não é base64url', rawId: 'x', type: 'public-key', response: {} },
    });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    expect(Object.values(res.body.error.fields)).toContain('A resposta da passkey veio incompleta. Tente de novo.');
    const list = await owner.post('/api/settings/passkeys/registration', []);
    expect(list.status).toBe(400);
  });
});

describe('entrar com passkey', () => {
  it('a passkey sozinha abre a sessão, sem e-mail nem senha, e avisa do novo dispositivo', async () => {
    const person = await signedUp();
    const added = await addPasskey(person);
    const { b, res } = await passkeySignIn(person.device);
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(person.email);
    expect((await b.get('/api/me')).status).toBe(200);
    expect(b.jar.get('nutri_session')).toBeTruthy();
    expect((await kinds(b))[0]).toBe('sign_in_passkey');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, added.id));
    expect(row!.counter).toBe(1);
    expect(row!.lastUsedAt).toEqual(t.clock.now());
    // This browser was new to the account: the sign-in alert, as for a password.
    const alerts = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, person.email), like(outboxEmails.text, '%/nao-fui-eu?token=%')));
    expect(alerts).toHaveLength(1);
  });

  it('com a verificação em duas etapas ligada, não pede código e vale como segundo fator recente', async () => {
    const person = await signedUp();
    const setup = await person.owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.secret), timestamp: t.clock.now().getTime() });
    expect((await person.owner.post('/api/settings/two-factor/enable', { code })).status).toBe(200);
    await addPasskey(person);
    // The password alone stops at the second step…
    expect((await chrome().post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(202);
    // …a passkey does not: it was verified on the device.
    const { b, res } = await passkeySignIn(person.device);
    expect(res.status).toBe(200);
    expect((await b.get('/api/settings/two-factor')).body).toMatchObject({ enabled: true, fresh: true });
    const exported = await b.get('/api/account/export?format=json');
    expect(exported.status).toBe(200);
    // The export names the passkey, never its key, its credential id or the account's user handle.
    expect(exported.body.passkeys).toEqual([
      expect.objectContaining({
        name: 'Passkey — Chrome no Windows',
        synced: false,
        transports: ['internal', 'hybrid'],
      }),
    ]);
    const [row] = await t.db
      .select()
      .from(passkeys)
      .where(eq(passkeys.credentialId, person.device.credentials[0]!.id.toString('base64url')));
    for (const secret of [row!.credentialId, row!.publicKey, row!.userHandle]) {
      expect(JSON.stringify(exported.body)).not.toContain(secret);
    }
  });

  it('adicionar passkey com duas etapas ligadas pede um código recente', async () => {
    const person = await signedUp();
    const setup = await person.owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
    const code = TOTP.generate({ secret: Secret.fromBase32(setup.body.secret), timestamp: t.clock.now().getTime() });
    await person.owner.post('/api/settings/two-factor/enable', { code });
    t.clock.advance(11 * 60_000);
    const res = await person.owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('second_factor_required');
  });

  it('recusa a mesma resposta de novo, outra origem, sem verificação, contador que volta e userHandle de outro', async () => {
    const person = await signedUp();
    await addPasskey(person);
    const first = await passkeySignIn(person.device);
    expect(first.res.status).toBe(200);
    const replay = await chrome().post('/api/auth/passkey', { response: first.answer });
    expect(replay.status).toBe(400);
    expect(replay.body.error.code).toBe('passkey_expired');

    const phishing = await passkeySignIn(person.device, chrome(), { origin: 'https://nutri-falso.example' });
    expect(phishing.res.body.error.code).toBe('passkey_invalid');
    expect(phishing.res.body.error.message).toBe('Não foi possível confirmar a passkey. Tente de novo.');
    const unverified = await passkeySignIn(person.device, chrome(), { userVerified: false });
    expect(unverified.res.body.error.code).toBe('passkey_invalid');
    const cloned = await passkeySignIn(person.device, chrome(), { counter: 1 });
    expect(cloned.res.status).toBe(400);
    expect(cloned.res.body.error.message).toContain('o contador do dispositivo voltou');
    const other = await passkeySignIn(person.device, chrome(), { userHandle: 'b3V0cm8tdXN1YXJpbw' });
    expect(other.res.body.error.code).toBe('passkey_invalid');
    for (const failed of [replay, phishing.res, unverified.res, cloned.res, other.res]) {
      expect(failed.headers.getSetCookie().join(';')).not.toContain('nutri_session=');
    }
  });

  it('uma passkey que o Nutri não conhece é recusada com uma explicação', async () => {
    const stranger = softAuthenticator({ origin: TEST_ORIGIN });
    stranger.register({
      rp: { id: 'localhost', name: 'Nutri' },
      user: { id: 'dXN1YXJpby1kZXNjb25oZWNpZG8', name: 'x', displayName: 'x' },
      challenge: 'ZGVzYWZpbw',
      pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
    });
    const { res } = await passkeySignIn(stranger);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('passkey_unknown');
    expect(res.body.error.message).toContain('Esta passkey não está cadastrada no Nutri');
  });

  it('limita os pedidos por endereço como o login, com 429 e Retry-After', async () => {
    const b = browser(t.app, '203.0.113.77');
    for (let i = 0; i < 300; i += 1) expect((await b.post('/api/auth/passkey/options')).status).toBe(200);
    const over = await b.post('/api/auth/passkey/options');
    expect(over.status).toBe(429);
    expect(over.body.error.message).toBe('Muitas tentativas de entrar com passkey. Tente novamente em 1 hora.');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
