import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { passkeyPeople } from '../../test/passkey-people';
import { browser, createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const { PASSWORD, chrome, signedUp, addPasskey, passkeySignIn } = passkeyPeople(() => t);

describe('dar nome e remover', () => {
  it('renomeia e remove as próprias passkeys; as de outra pessoa são 404', async () => {
    const ana = await signedUp();
    const bia = await signedUp();
    const added = await addPasskey(ana);
    const renamed = await ana.owner.send('PATCH', `/api/settings/passkeys/${added.id}`, { name: '  iPhone da Ana ' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.name).toBe('iPhone da Ana');
    const invisible = await ana.owner.send('PATCH', `/api/settings/passkeys/${added.id}`, { name: '\u200b\u3164' });
    expect(invisible.status).toBe(400);
    expect(invisible.body.error.fields.name).toBe(
      'O nome da passkey precisa ter pelo menos um caractere visível (letra, número ou símbolo)',
    );
    const long = await ana.owner.send('PATCH', `/api/settings/passkeys/${added.id}`, { name: 'x'.repeat(61) });
    expect(long.body.error.fields.name).toBe('O nome da passkey pode ter no máximo 60 caracteres.');
    const foreign = await bia.owner.send('PATCH', `/api/settings/passkeys/${added.id}`, { name: 'Minha' });
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.message).toBe('Passkey não encontrada.');
    expect((await bia.owner.send('DELETE', `/api/settings/passkeys/${added.id}`)).status).toBe(404);
    expect((await ana.owner.send('DELETE', '/api/settings/passkeys/nao-e-um-id')).status).toBe(404);

    expect((await ana.owner.send('DELETE', `/api/settings/passkeys/${added.id}`)).status).toBe(204);
    expect((await ana.owner.get('/api/settings/passkeys')).body.passkeys).toEqual([]);
    const audit = (await ana.owner.get('/api/settings/audit-log')).body.items[0];
    expect(audit).toMatchObject({ kind: 'passkey_removed', detail: 'iPhone da Ana' });
    // Removed, it opens nothing.
    expect((await passkeySignIn(ana.device)).res.body.error.code).toBe('passkey_unknown');
  });

  it('"Não fui eu" remove todas as passkeys (uma do intruso sobreviveria à nova senha)', async () => {
    const person = await signedUp();
    await addPasskey(person);
    // A sign-in from a browser new to the account sends the alert with its link.
    expect((await chrome().post('/api/auth/login', { email: person.email, password: PASSWORD })).status).toBe(200);
    const [alert] = await t.db
      .select()
      .from(outboxEmails)
      .where(and(eq(outboxEmails.to, person.email), like(outboxEmails.text, '%/nao-fui-eu?token=%')));
    const token = /\/nao-fui-eu\?token=([A-Za-z0-9_-]+)/.exec(alert!.text)![1];
    expect((await browser(t.app).post('/api/auth/not-me', { token })).status).toBe(200);
    expect((await passkeySignIn(person.device)).res.body.error.code).toBe('passkey_unknown');
  });
});
