import { expect } from 'vitest';
import { softAuthenticator } from './soft-authenticator';
import { browser, TEST_ORIGIN, validSignup, type TestApp } from './test-app';

/**
 * The passkey API tests' people (decision 0052): each signs up in a Chrome of their own and carries a software
 * authenticator; helpers add a passkey through the API and sign in with it alone.
 */
export function passkeyPeople(app: () => TestApp) {
  const PASSWORD = 'Segura123!';
  const CHROME =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

  /** A browser with a user agent of its own, as a real one sends on every request. */
  function chrome() {
    const b = browser(app().app);
    const ua = { 'user-agent': CHROME };
    return {
      ...b,
      get: (path: string) => b.get(path, ua),
      post: (path: string, body?: unknown) => b.post(path, body, ua),
      send: (method: string, path: string, body?: unknown) => b.send(method, path, body, ua),
    };
  }

  let people = 0;
  async function signedUp() {
    people += 1;
    const email = `chave${people}@example.com`;
    const owner = chrome();
    expect((await owner.post('/api/auth/signup', validSignup({ email, name: 'Bia Chaves' }))).status).toBe(201);
    return { email, owner, device: softAuthenticator({ origin: TEST_ORIGIN }) };
  }

  type Person = Awaited<ReturnType<typeof signedUp>>;

  async function addPasskey({ owner, device }: Person, name?: string) {
    const options = await owner.post('/api/settings/passkeys/registration/options', { password: PASSWORD });
    expect(options.status).toBe(200);
    const res = await owner.post('/api/settings/passkeys/registration', {
      response: device.register(options.body),
      ...(name ? { name } : {}),
    });
    expect(res.status).toBe(201);
    return res.body as { id: string; name: string };
  }

  /** "Entrar com passkey" in a browser with no session: options, the device signs, the answer goes back. */
  async function passkeySignIn(device: Person['device'], b = chrome(), ceremony = {}) {
    const options = await b.post('/api/auth/passkey/options');
    expect(options.status).toBe(200);
    const answer = device.authenticate(options.body, ceremony);
    return { b, answer, res: await b.post('/api/auth/passkey', { response: answer, remember: true }) };
  }

  const kinds = async (b: ReturnType<typeof chrome>) =>
    ((await b.get('/api/settings/audit-log')).body.items as { kind: string; detail: string }[]).map((e) => e.kind);

  return { PASSWORD, chrome, signedUp, addPasskey, passkeySignIn, kinds };
}
