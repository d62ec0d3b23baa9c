import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OidcClient } from '../../adapters/oauth/oidc-client';
import { browser, createTestApp, type TestApp } from '../../test/test-app';

/** Stands in for Google: any callback signs in the same verified person. */
const google: OidcClient = {
  async start() {
    return {
      url: new URL('https://accounts.example/authorize'),
      checks: { state: 'estado', nonce: 'nonce', codeVerifier: 'verificador' },
    };
  },
  async finish() {
    return { subject: 'google-sub-dupla', email: 'dupla.google@example.com', emailVerified: true, name: 'Duda Souza' };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ google });
});
afterAll(() => t.close());

async function signInWithGoogle(client = browser(t.app)) {
  await client.get('/api/auth/google?next=%2Fdashboard%2Fstats');
  const done = await client.get('/api/auth/google/callback?code=codigo&state=estado');
  return { client, location: done.headers.get('location') };
}

describe('Google com verificação em duas etapas', () => {
  it('o Google é só o primeiro passo: a conta com dois fatores ainda digita o código', async () => {
    const { client: owner } = await signInWithGoogle();
    // An account made with Google has no password: it confirms with its e-mail typed in full.
    const setup = await owner.post('/api/settings/two-factor/setup', { confirmEmail: 'dupla.google@example.com' });
    expect(setup.status).toBe(200);
    const code = () =>
      TOTP.generate({ secret: Secret.fromBase32(setup.body.secret), timestamp: t.clock.now().getTime() });
    expect((await owner.post('/api/settings/two-factor/enable', { code: code() })).status).toBe(200);
    t.clock.advance(30_000);

    const { client, location } = await signInWithGoogle();
    expect(location).toBe('/login/verificacao?next=%2Fdashboard%2Fstats');
    expect(client.jar.has('nutri_session')).toBe(false);
    expect((await client.get('/api/me')).status).toBe(401);
    const res = await client.post('/api/auth/two-factor', { code: code() });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe('dupla.google@example.com');
  });
});
