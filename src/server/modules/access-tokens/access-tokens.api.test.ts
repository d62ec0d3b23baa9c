import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKENS_MAX, accessTokenCreatedSchema, accessTokenListSchema } from '../../../contracts/access-tokens';
import { accessTokens } from '../../db/schema';
import { newPerson } from '../../test/billing-helpers';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../test/test-app';
import { tokenHash } from '../credentials/tokens';
import { ACCESS_TOKEN_CREATIONS_PER_HOUR } from './access-tokens';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('/api/settings/tokens', () => {
  it('mostra o token uma única vez; a lista e o banco nunca o têm', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const created = await ana.post('/api/settings/tokens', { name: 'Claude no notebook', scope: 'read' });
    expect(created.status).toBe(201);
    const token = accessTokenCreatedSchema.parse(created.body);
    expect(token.token).toMatch(/^nutri_pat_[A-Za-z0-9_-]{43}$/);
    expect(token).toMatchObject({ name: 'Claude no notebook', scope: 'read', lastUsedAt: null });
    expect(token.token.startsWith(token.preview)).toBe(true);
    expect(token.preview.length).toBeLessThan(16);

    const list = await ana.get('/api/settings/tokens');
    expect(list.status).toBe(200);
    const parsed = accessTokenListSchema.parse(list.body);
    expect(parsed.max).toBe(ACCESS_TOKENS_MAX);
    expect(parsed.items).toEqual([
      {
        id: token.id,
        name: 'Claude no notebook',
        scope: 'read',
        preview: token.preview,
        createdAt: token.createdAt,
        lastUsedAt: null,
      },
    ]);
    expect(JSON.stringify(list.body)).not.toContain(token.token);

    const [row] = await t.db.select().from(accessTokens).where(eq(accessTokens.id, token.id));
    expect(row?.tokenHash).toBe(tokenHash(token.token));
    expect(JSON.stringify(row)).not.toContain(token.token);
  });

  it('valida nome e escopo em pt-BR, sem criar nada', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const blank = await ana.post('/api/settings/tokens', { name: '  ', scope: 'read' });
    expect(blank.status).toBe(400);
    expect(blank.body.error.fields.name).toBe('Dê um nome ao token');
    const scope = await ana.post('/api/settings/tokens', { name: 'x', scope: 'admin' });
    expect(scope.status).toBe(400);
    expect(scope.body.error.fields.scope).toMatch(/Somente leitura/);
    const long = await ana.post('/api/settings/tokens', { name: 'x'.repeat(61), scope: 'read' });
    expect(long.status).toBe(400);
    expect((await ana.get('/api/settings/tokens')).body.items).toEqual([]);
  });

  it('revoga o próprio token; outra pessoa recebe 404 e não vê a lista de ninguém', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const bia = await newPerson(t, 'Bia Lima');
    const { body: token } = await ana.post('/api/settings/tokens', { name: 'Assistente', scope: 'read_write' });
    expect((await bia.get('/api/settings/tokens')).body.items).toEqual([]);
    expect((await bia.send('DELETE', `/api/settings/tokens/${token.id}`)).status).toBe(404);
    expect((await ana.get('/api/settings/tokens')).body.items).toHaveLength(1);
    expect((await ana.send('DELETE', `/api/settings/tokens/${token.id}`)).status).toBe(204);
    expect((await ana.get('/api/settings/tokens')).body.items).toEqual([]);
    expect((await ana.send('DELETE', `/api/settings/tokens/${token.id}`)).status).toBe(404);
    expect((await ana.send('DELETE', '/api/settings/tokens/nao-e-um-id')).status).toBe(404);
  });

  it('limita a quantidade por pessoa (409) e a criação por hora (429)', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const ids: string[] = [];
    for (let i = 0; i < ACCESS_TOKENS_MAX; i++) {
      const res = await ana.post('/api/settings/tokens', { name: `Token ${i}`, scope: 'read' });
      expect(res.status).toBe(201);
      ids.push(res.body.id);
    }
    const full = await ana.post('/api/settings/tokens', { name: 'Mais um', scope: 'read' });
    expect(full.status).toBe(409);
    expect(full.body.error.code).toBe('access_tokens_full');
    // The refused creation gave its unit back: revoking one at a time, the hour allows exactly the rest.
    expect(ACCESS_TOKEN_CREATIONS_PER_HOUR).toBeGreaterThan(ACCESS_TOKENS_MAX);
    const statuses: number[] = [];
    for (let i = 0; i <= ACCESS_TOKEN_CREATIONS_PER_HOUR - ACCESS_TOKENS_MAX; i++) {
      await ana.send('DELETE', `/api/settings/tokens/${ids.shift()}`);
      const res = await ana.post('/api/settings/tokens', { name: `Outro ${i}`, scope: 'read' });
      statuses.push(res.status);
      if (res.status === 201) ids.push(res.body.id);
      else {
        expect(res.body.error.code).toBe('too_many_requests');
        expect(res.headers.get('retry-after')).toBeTruthy();
      }
    }
    expect(statuses).toEqual([...Array(ACCESS_TOKEN_CREATIONS_PER_HOUR - ACCESS_TOKENS_MAX).fill(201), 429]);
    // An hour later the window has passed.
    t.clock.advance(61 * 60 * 1000);
    expect((await ana.post('/api/settings/tokens', { name: 'Depois', scope: 'read' })).status).toBe(201);
  });

  it('exige sessão e a mesma origem, como toda mutação', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const anon = await t.app.request('/api/settings/tokens', { method: 'GET' });
    expect(anon.status).toBe(401);
    const cross = await ana.post(
      '/api/settings/tokens',
      { name: 'x', scope: 'read' },
      { origin: 'https://evil.example' },
    );
    expect(cross.status).toBe(403);
    expect(TEST_ORIGIN).not.toBe('https://evil.example');
    expect((await ana.get('/api/settings/tokens')).body.items).toEqual([]);
  });

  it('vai na exportação sem o hash e some com a conta', async () => {
    const ana = await newPerson(t, 'Ana Souza');
    const { body: token } = await ana.post('/api/settings/tokens', { name: 'Exportável', scope: 'read' });
    const exported = await ana.get('/api/account/export');
    expect(exported.status).toBe(200);
    expect(exported.body.accessTokens).toEqual([
      expect.objectContaining({ id: token.id, name: 'Exportável', scope: 'read', preview: token.preview }),
    ]);
    expect(JSON.stringify(exported.body)).not.toContain(tokenHash(token.token));
    expect(JSON.stringify(exported.body)).not.toContain(token.token);
    const deleted = await ana.send('DELETE', '/api/account', { password: 'Segura123!' });
    expect(deleted.status).toBe(204);
    expect(await t.db.select().from(accessTokens).where(eq(accessTokens.id, token.id))).toEqual([]);
  });
});
