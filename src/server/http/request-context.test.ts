import { Hono } from 'hono';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from './app-env';
import { requestContext } from './request-context';
import type { TrustProxy } from './client-ip';

/** The client address the app would use for per-address limits, for a request arriving on `socket`. */
async function clientIpSeen(trustProxy: TrustProxy, socket: string, forwardedFor?: string) {
  const app = new Hono<AppEnv>()
    .use(requestContext({ logger: pino({ level: 'silent' }), trustProxy }))
    .get('/', (c) => c.text(c.var.clientIp));
  const headers: Record<string, string> = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  const res = await app.request('/', { headers }, { incoming: { socket: { remoteAddress: socket } } });
  return res.text();
}

describe('endereço do cliente atrás de proxy (TRUST_PROXY)', () => {
  it('sem proxy confiável, X-Forwarded-For é ignorado', async () => {
    expect(await clientIpSeen(false, '203.0.113.9', '198.51.100.1')).toBe('203.0.113.9');
  });

  it('com um proxy, vale o endereço que ele viu (o mais à direita), não o que o cliente escreveu', async () => {
    // The client sent "X-Forwarded-For: 198.51.100.1"; our proxy (10.0.0.2) appended the address it saw.
    expect(await clientIpSeen({ hops: 1 }, '10.0.0.2', '198.51.100.1, 203.0.113.9')).toBe('203.0.113.9');
    expect(await clientIpSeen({ hops: 1 }, '10.0.0.2', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('com dois proxies em cadeia, pula os dois', async () => {
    expect(await clientIpSeen({ hops: 2 }, '10.0.0.3', '6.6.6.6, 203.0.113.9, 10.0.0.2')).toBe('203.0.113.9');
  });

  it('com uma lista de proxies, vale o primeiro endereço de fora da lista, da direita para a esquerda', async () => {
    const trust = { addresses: ['10.0.0.0/8', '::1'] };
    expect(await clientIpSeen(trust, '10.0.0.3', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(await clientIpSeen(trust, '::1', '203.0.113.9')).toBe('203.0.113.9');
    // Not from one of our proxies: the header is the client's own words.
    expect(await clientIpSeen(trust, '198.51.100.7', '203.0.113.9')).toBe('198.51.100.7');
  });

  it('um valor que não é endereço IP não vira a chave dos limites', async () => {
    expect(await clientIpSeen({ hops: 1 }, '10.0.0.2', 'qualquer-coisa')).toBe('10.0.0.2');
  });
});
