import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_LOG_PAGE_SIZE } from '../../../contracts/audit-log';
import { HOUR } from '../../test/billing-helpers';
import { browser, createTestApp, validSignup, type TestApp } from '../../test/test-app';
import { recordAuditEvent } from './audit-log-repository';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';

const kinds = async (person: ReturnType<typeof browser>) =>
  ((await person.get('/api/settings/audit-log')).body.items as { kind: string }[]).map((i) => i.kind);

/** One MCP message with a bearer token, as an assistant sends it. */
const mcpCall = (token: string) =>
  t.app.request('/mcp', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
  });

describe('GET /api/settings/audit-log (Atividade da conta)', () => {
  it('registra cadastro, entrada com senha (com o navegador), exportação e consentimento, do mais novo ao mais antigo', async () => {
    const email = 'lia@example.com';
    const lia = browser(t.app);
    await lia.post('/api/auth/signup', validSignup({ email }));
    await lia.post('/api/auth/logout');
    t.clock.advance(1000);
    const login = await lia.post(
      '/api/auth/login',
      { email, password: 'Segura123!' },
      { 'user-agent': CHROME_WINDOWS },
    );
    expect(login.status).toBe(200);
    t.clock.advance(1000);
    expect((await lia.get('/api/account/export')).status).toBe(200);
    t.clock.advance(1000);
    await lia.send('DELETE', '/api/settings/health-consent');
    t.clock.advance(1000);
    await lia.post('/api/settings/health-consent', { consent: true });

    const page = (await lia.get('/api/settings/audit-log')).body;
    expect(page.items.slice(0, 4).map((i: { kind: string }) => i.kind)).toEqual([
      'health_consent_given',
      'health_consent_withdrawn',
      'export',
      'sign_in_password',
    ]);
    // Sign-up writes its two rows at the same instant; the newest first, as written.
    expect(page.items.slice(4).map((i: { kind: string }) => i.kind)).toEqual(['health_consent_given', 'sign_up']);
    expect(page.items[3]).toMatchObject({ detail: 'Chrome no Windows' });
    expect(page.items[2]).toMatchObject({ detail: 'JSON' });
    expect(page).toMatchObject({ page: 1, nextPage: null });
  });

  it('mostra só as linhas da própria pessoa; sem sessão, 401; página inválida, 400 em pt-BR', async () => {
    const ana = browser(t.app);
    const bia = browser(t.app);
    await ana.post('/api/auth/signup', validSignup({ email: 'ana-log@example.com' }));
    await bia.post('/api/auth/signup', validSignup({ email: 'bia-log@example.com' }));
    await ana.get('/api/account/export');
    expect(await kinds(ana)).toContain('export');
    expect(await kinds(bia)).not.toContain('export');
    expect((await browser(t.app).get('/api/settings/audit-log')).status).toBe(401);
    const bad = await ana.get('/api/settings/audit-log?page=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.message).toMatch(/A página deve ser um número inteiro/);
    expect((await ana.get('/api/settings/audit-log?page=abc')).status).toBe(400);
  });

  it('pagina de 20 em 20', async () => {
    const rui = browser(t.app);
    await rui.post('/api/auth/signup', validSignup({ email: 'rui-log@example.com' }));
    const userId = (await rui.get('/api/me')).body.id as string;
    for (let i = 0; i < AUDIT_LOG_PAGE_SIZE; i++) {
      await recordAuditEvent(t.db, { userId, kind: 'export', at: new Date(t.clock.now().getTime() + i * 1000) });
    }
    const first = (await rui.get('/api/settings/audit-log')).body;
    expect(first.items).toHaveLength(AUDIT_LOG_PAGE_SIZE);
    expect(first.nextPage).toBe(2);
    const second = (await rui.get('/api/settings/audit-log?page=2')).body;
    expect(second.items.map((i: { kind: string }) => i.kind)).toEqual(['health_consent_given', 'sign_up']);
    expect(second.nextPage).toBeNull();
  });

  it('token: a criação e o uso entram, o uso no máximo uma vez por hora por token', async () => {
    const eva = browser(t.app);
    await eva.post('/api/auth/signup', validSignup({ email: 'eva-log@example.com' }));
    const created = await eva.post('/api/settings/tokens', { name: 'Claude no notebook', scope: 'read' });
    expect(created.status).toBe(201);
    expect((await mcpCall(created.body.token)).status).toBe(200);
    expect((await mcpCall(created.body.token)).status).toBe(200);
    let items = (await eva.get('/api/settings/audit-log')).body.items as { kind: string; detail: string }[];
    expect(items.filter((i) => i.kind === 'token_used')).toEqual([
      expect.objectContaining({ detail: 'Claude no notebook' }),
    ]);
    expect(items).toContainEqual(expect.objectContaining({ kind: 'token_created', detail: 'Claude no notebook' }));
    t.clock.advance(HOUR + 1000);
    await mcpCall(created.body.token);
    items = (await eva.get('/api/settings/audit-log')).body.items;
    expect(items.filter((i) => i.kind === 'token_used')).toHaveLength(2);
  });
});
