import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browser, createTestApp, validSignup, type TestApp } from '../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('defesas HTTP', () => {
  it('GET /api/health responde ok com o banco', async () => {
    const res = await browser(t.app).get('/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok', database: 'ok' } });
  });

  it('recusa mutações de outra origem (CSRF)', async () => {
    const res = await browser(t.app).post('/api/auth/signup', validSignup(), { origin: 'https://evil.example' });
    expect(res.status).toBe(403);
    expect(res.body.error.code).toBe('forbidden_origin');
  });

  it('recusa uma Origin que só repete o Host: vale exatamente a origem de APP_URL (esquema, host e porta)', async () => {
    // An attacker's own domain pointed at this server (Host = Origin host), or our host over plain http.
    for (const [origin, host] of [
      ['http://evil.example', 'evil.example'],
      ['https://localhost:3000', 'localhost:3000'],
      ['http://localhost:4000', 'localhost:4000'],
    ]) {
      const res = await browser(t.app).post('/api/auth/logout', {}, { origin: origin!, host: host! });
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('forbidden_origin');
    }
  });

  it('recusa mutações cross-site sem Origin quando o navegador diz Sec-Fetch-Site', async () => {
    const res = await t.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });

  it('envia cabeçalhos de segurança com uma CSP sem scripts inline', async () => {
    const res = await t.app.request('/api/health');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    // WebAssembly may compile (the barcode reader), JavaScript eval may not.
    expect(csp).toMatch(/script-src[^;]*'wasm-unsafe-eval'/);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-eval'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });

  it('respostas da API não ficam no cache do navegador nem de proxies (no-store)', async () => {
    const ana = browser(t.app);
    await ana.post('/api/auth/signup', validSignup({ email: 'ana.cache@example.com' }));
    for (const path of ['/api/me', '/api/meals', '/api/stats/day', '/api/settings', '/api/notifications']) {
      const res = await ana.get(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect((await browser(t.app).get('/api/me')).headers.get('cache-control')).toBe('no-store');
  });

  it('Permissions-Policy: câmera só para o próprio site (foto do prato); microfone, localização e o resto, nada', async () => {
    const policy = (await t.app.request('/api/health')).headers.get('permissions-policy') ?? '';
    expect(policy).toContain('camera=(self)');
    for (const feature of ['microphone=()', 'geolocation=()', 'payment=()', 'usb=()'])
      expect(policy).toContain(feature);
  });

  it('limita o tamanho do corpo com 413 e mensagem em pt-BR', async () => {
    const res = await browser(t.app).post('/api/auth/login', { email: 'a@b.co', password: 'x'.repeat(200_000) });
    expect(res.status).toBe(413);
    expect(res.body.error.code).toBe('payload_too_large');
  });

  it('rotas desconhecidas da API respondem 404 no formato de erro', async () => {
    const res = await browser(t.app).get('/api/nao-existe');
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });

  it('sem Google configurado, explica em pt-BR', async () => {
    expect((await browser(t.app).get('/api/auth/providers')).body).toEqual({ google: false, email: 'outbox' });
    const res = await browser(t.app).get('/api/auth/google');
    expect(res.status).toBe(404);
    expect(res.body.error.message).toMatch(/Google não está disponível no Nutri/);
  });
});
