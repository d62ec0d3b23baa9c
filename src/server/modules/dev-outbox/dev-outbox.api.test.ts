import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.db.insert(outboxEmails).values({
    to: 'ana@example.com',
    subject: 'Redefinir senha',
    text: 'http://localhost:3000/redefinir-senha?token=segredo',
  });
});
afterAll(() => t.close());

/** A GET as @hono/node-server hands it to the app: the socket's address and the Host header in the URL. */
const get = (path: string, remoteAddress: string, options: { host?: string; headers?: Record<string, string> } = {}) =>
  t.app.request(
    `http://${options.host ?? 'localhost:3000'}${path}`,
    { headers: options.headers ?? {} },
    {
      incoming: { socket: { remoteAddress } },
    },
  );

describe('caixa de saída de desenvolvimento', () => {
  it('não abre para outro computador: os links de redefinição de senha ficam só nesta máquina', async () => {
    for (const path of ['/dev/outbox', '/dev/outbox.json']) {
      const res = await get(path, '203.0.113.7');
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('segredo');
    }
  });

  it('abre para quem está neste computador (127.0.0.1, ::1, ::ffff:127.0.0.1)', async () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await get('/dev/outbox.json', address);
      expect(res.status).toBe(200);
      expect(JSON.stringify(await res.json())).toContain('segredo');
    }
    expect(await (await get('/dev/outbox', '127.0.0.1')).text()).toContain('Redefinir senha');
  });

  it('não abre quando um proxy desta máquina repassa o pedido de outra pessoa', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await get('/dev/outbox.json', '127.0.0.1', { headers: { [header]: '203.0.113.7' } });
      expect(res.status).toBe(404);
    }
  });

  it('não abre para uma página de outro site que aponta o próprio nome para 127.0.0.1 (DNS rebinding)', async () => {
    const res = await get('/dev/outbox.json', '127.0.0.1', { host: 'evil.example:3000' });
    expect(res.status).toBe(404);
  });
});
