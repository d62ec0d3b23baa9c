import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pushSubscriptions } from '../../db/schema';
import { usePushTestApp } from '../../test/push-helpers';
import { browser, validSignup } from '../../test/test-app';

const env = usePushTestApp();

async function person(email: string) {
  const b = browser(env.t.app);
  expect((await b.post('/api/auth/signup', validSignup({ email }))).status).toBe(201);
  return b;
}

describe('Web Push', () => {
  it('gives the VAPID public key as base64url', async () => {
    const res = await browser(env.t.app).get('/api/push/public-key');
    expect(res.status).toBe(200);
    expect(res.body.publicKey).toBe(env.push.keys.publicKey);
    expect(Buffer.from(res.body.publicKey, 'base64url')).toHaveLength(65);
  });

  it('stores a device and sends the test notification, signed and encrypted', async () => {
    const ana = await person('push-ana@example.com');
    const device = env.push.service.subscribe();
    const created = await ana.post('/api/push/subscriptions', { ...device, deviceName: 'Chrome no Android' });
    expect(created.status).toBe(201);
    expect(created.body.id).toMatch(/^[0-9a-f-]{36}$/);
    const list = await ana.get('/api/push/subscriptions');
    expect(list.body.devices).toEqual([
      expect.objectContaining({
        id: created.body.id,
        deviceName: 'Chrome no Android',
        service: new URL(env.push.service.origin).host,
      }),
    ]);

    const test = await ana.post('/api/push/test');
    expect(test.body).toEqual({ sent: 1, removed: 0 });
    const delivered = env.push.service.delivered.filter((d) => d.subscriptionId === device.id);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]!.payload).toMatchObject({
      title: 'Nutri: notificações ligadas',
      url: '/dashboard/settings#notificacoes',
    });
    expect(delivered[0]!.claims).toMatchObject({ aud: env.push.service.origin, sub: 'mailto:suporte@nutri.local' });
    expect(env.push.service.refused).toEqual([]);
  });

  it('removes a subscription the push service calls gone (410) and one that expired (404)', async () => {
    const bia = await person('push-bia@example.com');
    const gone = env.push.service.subscribe();
    const expired = env.push.service.subscribe();
    const alive = env.push.service.subscribe();
    for (const sub of [gone, expired, alive]) expect((await bia.post('/api/push/subscriptions', sub)).status).toBe(201);
    env.push.service.answerWith(gone.id, 410);
    env.push.service.answerWith(expired.id, 404);
    expect((await bia.post('/api/push/test')).body).toEqual({ sent: 1, removed: 2 });
    const left = await env.t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, alive.endpoint));
    expect(left).toHaveLength(1);
    expect((await bia.get('/api/push/subscriptions')).body.devices).toHaveLength(1);
  });

  it('refuses endpoints that are not https on a public host, and bad keys, in pt-BR', async () => {
    const caio = await person('push-caio@example.com');
    const keys = env.push.service.subscribe().keys;
    for (const endpoint of [
      'http://10.0.0.7/push/x',
      'https://192.168.0.1/push',
      'https://169.254.169.254/latest',
      'ftp://example.com/x',
    ]) {
      const res = await caio.post('/api/push/subscriptions', { endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.error.code).toBe('push_endpoint_refused');
      expect(res.body.error.message).toContain('https num servidor público');
    }
    const badKeys = await caio.post('/api/push/subscriptions', {
      endpoint: 'https://fcm.googleapis.com/x',
      keys: { p256dh: 'x', auth: '!' },
    });
    expect(badKeys.status).toBe(400);
    expect(badKeys.body.error.message).toMatch(/chave p256dh|segredo auth/);
  });

  it('keeps each person to their own devices', async () => {
    const dani = await person('push-dani@example.com');
    const eva = await person('push-eva@example.com');
    const created = await dani.post('/api/push/subscriptions', env.push.service.subscribe());
    expect((await eva.send('DELETE', `/api/push/subscriptions/${created.body.id}`)).status).toBe(404);
    expect((await eva.send('DELETE', '/api/push/subscriptions/nao-e-id')).status).toBe(404);
    expect((await dani.send('DELETE', `/api/push/subscriptions/${created.body.id}`)).status).toBe(204);
    expect((await dani.get('/api/push/subscriptions')).body.devices).toEqual([]);
    expect((await browser(env.t.app).get('/api/push/subscriptions')).status).toBe(401);
    expect((await browser(env.t.app).post('/api/push/test')).status).toBe(401);
  });

  it('avisa por push de um acesso de um dispositivo novo (#29 item 7)', async () => {
    const email = 'push-fred@example.com';
    const fred = await person(email);
    const device = env.push.service.subscribe();
    expect((await fred.post('/api/push/subscriptions', device)).status).toBe(201);
    const elsewhere = browser(env.t.app);
    expect((await elsewhere.post('/api/auth/login', { email, password: 'Segura123!' })).status).toBe(200);
    const alerts = env.push.service.delivered.filter((d) => d.subscriptionId === device.id);
    expect(alerts.map((d) => d.payload)).toEqual([
      expect.objectContaining({
        title: 'Novo acesso à sua conta',
        url: '/dashboard/settings#seguranca',
        tag: 'sign-in',
      }),
    ]);
  });
});
