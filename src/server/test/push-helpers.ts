import { afterAll, beforeAll } from 'vitest';
import { webPushSender, type PushSender } from '../adapters/push/web-push-sender';
import { generateVapidKeys } from '../adapters/push/vapid-keys';
import { startFakePushService } from './fake-push-service';
import { createTestApp, type TestApp } from './test-app';

/**
 * A fake push service on loopback and the app's sender towards it, with fresh VAPID keys. `throwOnNextSends(n)`
 * makes the next n sends throw before reaching the service, as a send can fail under load in ways that are
 * neither an answer nor a timeout (a DNS or TLS error inside the HTTP client, a database error around it).
 * `dieOnNextSendTo(endpoint)` makes the next send to that device never settle, as a server killed mid-send: the
 * promise it returns resolves when that send started (its claim is taken by then).
 */
export async function pushForTests() {
  const keys = generateVapidKeys();
  const service = await startFakePushService({ vapidPublicKey: keys.publicKey });
  const real = webPushSender({ keys, subject: 'mailto:suporte@nutri.local', allowLoopback: true });
  let throwing = 0;
  let dying: { endpoint: string; reached: () => void } | null = null;
  const sender: PushSender = {
    ...real,
    send(...args) {
      if (dying && args[0].endpoint === dying.endpoint) {
        dying.reached();
        dying = null;
        return new Promise(() => undefined);
      }
      if (throwing === 0) return real.send(...args);
      throwing -= 1;
      return Promise.reject(new Error('falha simulada no envio do push'));
    },
  };
  return {
    keys,
    service,
    sender,
    throwOnNextSends: (n: number) => (throwing = n),
    dieOnNextSendTo: (endpoint: string) => new Promise<void>((reached) => (dying = { endpoint, reached })),
  };
}

export type PushForTests = Awaited<ReturnType<typeof pushForTests>>;

type AppOptions = Omit<NonNullable<Parameters<typeof createTestApp>[0]>, 'push'>;

/**
 * The test file's app with Web Push towards the fake service (opened before and closed after the file's tests),
 * its clock moved to `at` when given. Read `t` and `push` inside the tests: they exist once `beforeAll` ran.
 */
export function usePushTestApp(options: { at?: Date; app?: AppOptions } = {}) {
  const env = {} as { t: TestApp; push: PushForTests };
  beforeAll(async () => {
    env.push = await pushForTests();
    env.t = await createTestApp({ ...options.app, push: env.push.sender });
    if (options.at) env.t.clock.advance(options.at.getTime() - env.t.clock.now().getTime());
  });
  afterAll(async () => {
    await env.t?.close();
    await env.push?.service.close();
  });
  return env;
}
