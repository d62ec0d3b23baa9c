import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const PASSWORD = 'Segura123!';
const codeOf = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: t.clock.now().getTime() });

let people = 0;
/** Signed up with two factors on; the set-up's code is this session's proof, as it is for a person. */
async function enrolled() {
  people += 1;
  const email = `codigos${people}@example.com`;
  const owner = browser(t.app);
  expect((await owner.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  const setup = await owner.post('/api/settings/two-factor/setup', { password: PASSWORD });
  const enable = await owner.post('/api/settings/two-factor/enable', { code: codeOf(setup.body.secret) });
  expect(enable.status).toBe(200);
  t.clock.advance(30_000);
  return { email, owner, secret: setup.body.secret as string, oldCodes: enable.body.recoveryCodes as string[] };
}

const regenerate = (owner: ReturnType<typeof browser>) => owner.post('/api/settings/two-factor/recovery-codes');

describe('gerar novos códigos de recuperação', () => {
  it('com um código recente, troca os dez: os antigos deixam de valer, os novos entram uma vez', async () => {
    const { email, owner, oldCodes } = await enrolled();
    const res = await regenerate(owner);
    expect(res.status).toBe(200);
    const codes = res.body.recoveryCodes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(codes.filter((c) => oldCodes.includes(c))).toEqual([]);
    expect((await owner.get('/api/settings/two-factor')).body.recoveryCodesLeft).toBe(10);

    const signIn = async (code: string) => {
      const b = browser(t.app);
      expect((await b.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(202);
      return b.post('/api/auth/two-factor', { code });
    };
    const old = await signIn(oldCodes[0]!);
    expect(old.status).toBe(400);
    expect(old.body.error.code).toBe('invalid_code');
    expect((await signIn(codes[0]!)).status).toBe(200);
    expect((await signIn(codes[0]!)).status).toBe(400);
    expect((await owner.get('/api/settings/two-factor')).body.recoveryCodesLeft).toBe(9);

    const kinds = ((await owner.get('/api/settings/audit-log')).body.items as { kind: string }[]).map((e) => e.kind);
    expect(kinds).toContain('recovery_codes_regenerated');
    const mail = await t.db.select().from(outboxEmails).where(eq(outboxEmails.to, email));
    expect(mail.map((m) => m.subject)).toContain('Novos códigos de recuperação do Nutri');
  });

  it('sem código nos últimos 10 minutos: 403 e os códigos antigos continuam valendo; com o código, gera', async () => {
    const { owner, secret, oldCodes } = await enrolled();
    t.clock.advance(10 * 60_000);
    const stale = await regenerate(owner);
    expect(stale.status).toBe(403);
    expect(stale.body.error).toMatchObject({
      code: 'second_factor_required',
      message: 'Por segurança, confirme com o código do app autenticador antes de continuar.',
    });
    expect((await owner.get('/api/settings/two-factor')).body.recoveryCodesLeft).toBe(10);
    expect((await owner.post('/api/settings/two-factor/verify', { code: codeOf(secret) })).status).toBe(200);
    const res = await regenerate(owner);
    expect(res.status).toBe(200);
    expect(res.body.recoveryCodes).not.toContain(oldCodes[0]);
  });

  it('sem a verificação em duas etapas ligada, ou sem sessão, não há códigos a gerar', async () => {
    const owner = browser(t.app);
    await owner.post('/api/auth/signup', validSignup({ email: 'sem-dupla@example.com' }));
    const off = await regenerate(owner);
    expect(off.status).toBe(409);
    expect(off.body.error).toMatchObject({
      code: 'two_factor_off',
      message: 'A verificação em duas etapas não está ativada.',
    });
    expect((await regenerate(browser(t.app))).status).toBe(401);
  });
});
