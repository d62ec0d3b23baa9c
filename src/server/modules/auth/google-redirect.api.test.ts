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
    return { subject: 'google-sub-gi', email: 'gi.google@example.com', emailVerified: true, name: 'Gi Souza' };
  },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ google });
});
afterAll(() => t.close());

/** Starts the sign-in with `next` as typed in the URL (already percent-encoded) and returns where the callback sends. */
async function landAfterSignIn(encodedNext: string) {
  const client = browser(t.app);
  const start = await client.get(`/api/auth/google?next=${encodedNext}`);
  expect(start.status).toBe(302);
  const done = await client.get('/api/auth/google/callback?code=codigo&state=estado');
  return { status: done.status, location: done.headers.get('location') };
}

describe('Google: destino depois de entrar (next)', () => {
  it('volta para o caminho do próprio site pedido', async () => {
    expect(await landAfterSignIn(encodeURIComponent('/dashboard/history?q=arroz'))).toEqual({
      status: 302,
      location: '/dashboard/history?q=arroz',
    });
  });

  it.each([
    ['tab before a second slash', '/%09/evil.example'],
    ['newline before a second slash', '/%0A/evil.example'],
    ['carriage return + header', '/dashboard%0D%0ASet-Cookie:%20x=y'],
    ['protocol-relative', '//evil.example'],
    ['encoded protocol-relative', '%2F%2Fevil.example'],
    ['slash + backslash', '/\\evil.example'],
    ['slash + encoded backslash', '/%5Cevil.example'],
    ['backslash twice', '%5C%5Cevil.example'],
    ['absolute URL', 'https%3A%2F%2Fevil.example%2F'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['dot segments to a second slash', '/a/..//evil.example'],
    ['NUL byte', '/dashboard%00'],
    ['no slash', 'evil.example'],
  ])('ignora %s e vai para o painel', async (_, encodedNext) => {
    expect(await landAfterSignIn(encodedNext)).toEqual({ status: 302, location: '/dashboard' });
  });
});
