import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '../../test/billing-helpers';
import { granolaLabel } from '../../test/request-bodies';
import { createTestApp, validOnboarding, type TestApp } from '../../test/test-app';

/**
 * The MCP server through the SDK's own client over real HTTP (Streamable
 * HTTP, loopback), against the app on a real database: every tool's figures
 * are compared with the HTTP API's answer for the same person and question.
 */
let t: TestApp;
let server: Server;
let base: string;
/**
 * A free port unless MCP_TEST_PORT pins one: `npm test` runs this file on the embedded PostgreSQL and on
 * TEST_DATABASE_URL at the same time (decision 0035), and a fixed port made the second run fail to listen.
 */
const PORT = Number(process.env.MCP_TEST_PORT ?? 0);

beforeAll(async () => {
  t = await createTestApp();
  server = createServer(getRequestListener(t.app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(PORT, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server?.close(() => resolve()));
  await t?.close();
});

type Person = Awaited<ReturnType<typeof newPerson>>;

async function tokenFor(person: Person, scope: 'read' | 'read_write', name = 'Assistente') {
  const res = await person.post('/api/settings/tokens', { name, scope });
  expect(res.status).toBe(201);
  return res.body as { id: string; token: string };
}

async function connect(token: string) {
  const client = new Client({ name: 'nutri-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
    requestInit: { headers: { Authorization: `Bearer ${token}` } },
  });
  await client.connect(transport);
  return client;
}

async function call(client: Client, name: string, args: Record<string, unknown> = {}) {
  return (await client.callTool({ name, arguments: args })) as CallToolResult;
}

const textOf = (result: CallToolResult) =>
  result.content.map((part) => (part.type === 'text' ? part.text : '')).join('\n');

async function anaWithData() {
  const ana = await newPerson(t, 'Ana Souza');
  await ana.put('/api/me/onboarding', validOnboarding());
  const own = await ana.post('/api/my-foods', { ...granolaLabel, name: 'Granola da Vó Lurdes', synonyms: [] });
  expect(own.status).toBe(201);
  const lunch = await ana.post('/api/meals', {
    slot: 'almoco',
    eatenAt: '2026-11-22T14:30:00.000Z',
    items: [
      { foodId: 'taco-3', grams: 150 },
      { foodId: 'taco-561', grams: 100 },
    ],
  });
  expect(lunch.status).toBe(201);
  expect((await ana.post('/api/water', { ml: 500 })).status).toBe(201);
  return { ana, ownFoodId: own.body.id as string };
}

describe('/mcp (Streamable HTTP, SDK client)', () => {
  it('lista as seis ferramentas com esquemas de entrada', async () => {
    const { ana } = await anaWithData();
    const client = await connect((await tokenFor(ana, 'read')).token);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual(
      ['analyze_meal', 'day_summary', 'log_meal', 'search_foods', 'search_history', 'weekly_stats'].sort(),
    );
    const search = tools.find((tool) => tool.name === 'search_foods')!;
    expect(search.inputSchema.required).toEqual(['query']);
    expect(tools.find((tool) => tool.name === 'log_meal')!.annotations?.readOnlyHint).toBe(false);
    expect(client.getServerVersion()?.name).toBe('nutri');
    await client.close();
  });

  it('search_foods e analyze_meal dão os números da API, com os alimentos da pessoa', async () => {
    const { ana, ownFoodId } = await anaWithData();
    const client = await connect((await tokenFor(ana, 'read')).token);

    const search = await call(client, 'search_foods', { query: 'arroz branco', limit: 5 });
    expect(search.isError).toBeFalsy();
    const api = await ana.get('/api/foods?q=arroz%20branco&limit=5');
    expect(search.structuredContent).toEqual({ items: api.body.items });
    expect(api.body.items.length).toBeGreaterThan(0);
    expect(textOf(search)).toContain(api.body.items[0].name);

    const mine = await call(client, 'search_foods', { query: 'granola da vó' });
    expect((mine.structuredContent as any).items[0].id).toBe(ownFoodId);

    const description = '1 xícara de chá de granola da vó lurdes e 2 ovos cozidos';
    const analysis = await call(client, 'analyze_meal', { description });
    const apiAnalysis = await ana.post('/api/analysis/text', { text: description });
    expect(analysis.structuredContent).toEqual(apiAnalysis.body);
    expect((analysis.structuredContent as any).items[0]).toMatchObject({ foodId: ownFoodId, grams: 40 });
    expect(textOf(analysis)).toMatch(/Total: .* kcal/);

    const invalid = await call(client, 'analyze_meal', { description: '   ' });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toContain('Descreva a refeição');
    await client.close();
  });

  it('log_meal registra com o token de leitura e registro, e day_summary diz o que falta como a API', async () => {
    const { ana } = await anaWithData();
    const client = await connect((await tokenFor(ana, 'read_write')).token);

    const logged = await call(client, 'log_meal', { description: '2 ovos mexidos e uma tapioca', slot: 'jantar' });
    expect(logged.isError).toBeFalsy();
    const meal = (logged.structuredContent as any).meal;
    expect(meal.slot).toBe('jantar');
    const stored = await ana.get(`/api/meals/${meal.id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toEqual(meal);
    expect(meal.items.length).toBeGreaterThanOrEqual(2);
    const expected = await ana.post('/api/analysis/text', { text: '2 ovos mexidos e uma tapioca' });
    expect(meal.totals.energyKcal).toBeCloseTo(expected.body.totals.energyKcal, 0);

    const summary = await call(client, 'day_summary');
    const day = (await ana.get('/api/stats/day')).body;
    const { remaining, ...stats } = summary.structuredContent as any;
    expect(stats).toEqual(day);
    expect(day.mealsLogged).toBe(2);
    expect(remaining.energyKcal).toBeCloseTo(day.energyTargetKcal - day.energyKcal, 1);
    expect(remaining.waterMl).toBe(day.waterTargetMl - 500);
    expect(textOf(summary)).toMatch(/^Hoje 2026-11-22: 2 refeição/);
    expect(textOf(summary)).toContain('faltam');

    const other = await call(client, 'day_summary', { date: '2026-11-21' });
    expect((other.structuredContent as any).mealsLogged).toBe(0);
    const future = await call(client, 'day_summary', { date: '2030-01-01' });
    expect(future.isError).toBe(true);
    const nonsense = await call(client, 'log_meal', { description: 'xyzzy plugh' });
    expect(nonsense.isError).toBe(true);
    expect(textOf(nonsense)).toContain('Nada foi registrado');
    expect((await ana.get('/api/stats/day')).body.mealsLogged).toBe(2);
    await client.close();
  });

  it('um token somente leitura não registra, e diz por quê', async () => {
    const { ana } = await anaWithData();
    const client = await connect((await tokenFor(ana, 'read')).token);
    const before = (await ana.get('/api/meals')).body.items.length;
    const refused = await call(client, 'log_meal', { description: '2 ovos cozidos' });
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain('Somente leitura');
    expect((await ana.get('/api/meals')).body.items.length).toBe(before);
    await client.close();
  });

  it('search_history e weekly_stats batem com GET /api/meals e /api/stats/range', async () => {
    const { ana } = await anaWithData();
    const client = await connect((await tokenFor(ana, 'read')).token);
    const history = await call(client, 'search_history', { query: 'arroz', limit: 10 });
    const api = await ana.get('/api/meals?q=arroz&limit=10');
    expect(history.structuredContent).toEqual(api.body);
    expect(api.body.items).toHaveLength(1);
    expect(textOf(history)).toContain('Almoço');
    const none = await call(client, 'search_history', { query: 'lasanha' });
    expect((none.structuredContent as any).items).toEqual([]);

    const week = await call(client, 'weekly_stats');
    const range = await ana.get('/api/stats/range?from=2026-11-16&to=2026-11-22');
    const { summary, ...figures } = week.structuredContent as any;
    expect(figures).toEqual(range.body);
    expect(summary.daysLogged).toBe(1);
    expect(summary.averageEnergyKcal).toBeCloseTo(range.body.days.at(-1).energyKcal, 1);
    await client.close();
  });

  it('o token de uma pessoa nunca vê as refeições de outra', async () => {
    const { ana } = await anaWithData();
    const bia = await newPerson(t, 'Bia Lima');
    const client = await connect((await tokenFor(bia, 'read_write')).token);
    expect((await call(client, 'search_history', {})).structuredContent).toMatchObject({ items: [] });
    expect((await call(client, 'day_summary')).structuredContent).toMatchObject({ mealsLogged: 0, waterMl: 0 });
    // An empty week has no average, said in words (issue 25: it printed "média ? kcal").
    const emptyWeek = textOf(await call(client, 'weekly_stats'));
    expect(emptyWeek).toContain('nenhum dia com registro, então ainda não há média');
    expect(emptyWeek).not.toContain('?');
    const foods = await call(client, 'search_foods', { query: 'granola da vó' });
    expect(JSON.stringify(foods.structuredContent)).not.toContain('Vó Lurdes');
    await call(client, 'log_meal', { description: '1 banana' });
    expect((await ana.get('/api/stats/day')).body.mealsLogged).toBe(1);
    await client.close();
  });

  it('sem token, com token errado ou revogado: 401 com WWW-Authenticate; o cookie não serve', async () => {
    const { ana } = await anaWithData();
    const initialize = {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'curl', version: '1' } },
    };
    const post = (headers: Record<string, string>) =>
      fetch(`${base}/mcp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
        body: JSON.stringify(initialize),
      });
    const none = await post({});
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer realm="nutri"');
    const wrong = await post({ authorization: `Bearer nutri_pat_${'A'.repeat(43)}` });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toContain('error="invalid_token"');
    const cookie = [...ana.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    expect((await post({ cookie })).status).toBe(401);

    const { id, token } = await tokenFor(ana, 'read');
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(200);
    await expect(connect(`${token}x`)).rejects.toMatchObject({ code: 401 });
    const client = await connect(token);
    expect((await call(client, 'day_summary')).isError).toBeFalsy();
    expect((await ana.send('DELETE', `/api/settings/tokens/${id}`)).status).toBe(204);
    await expect(call(client, 'day_summary')).rejects.toMatchObject({ code: 401 });
    expect((await post({ authorization: `Bearer ${token}` })).status).toBe(401);
    await client.close().catch(() => undefined);
  });

  it('responde tools/list sem initialize (o curl do README) e recusa argumentos fora do esquema', async () => {
    const { ana } = await anaWithData();
    const { token } = await tokenFor(ana, 'read');
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { result: { tools: { name: string }[] } };
    expect(body.result.tools).toHaveLength(6);

    const client = await connect(token);
    const tooMany = await call(client, 'search_foods', { query: 'arroz', limit: 500 });
    expect(tooMany.isError).toBe(true);
    expect(tooMany.structuredContent).toBeUndefined();
    const noQuery = await call(client, 'search_foods', {});
    expect(noQuery.isError).toBe(true);
    await client.close();
  });

  it('entrada hostil nunca vira 500 nem registra nada', async () => {
    const { ana } = await anaWithData();
    const { token } = await tokenFor(ana, 'read_write');
    const call = (name: string, args: unknown) => ({
      jsonrpc: '2.0',
      id: 7,
      method: 'tools/call',
      params: { name, arguments: args },
    });
    const bodies: [string, string][] = [
      ['application/json', '{"jsonrpc":'],
      ['text/plain', 'oi'],
      ['application/json', 'null'],
      ['application/json', '[]'],
      ['application/json', JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'nada/existe' })],
      ['application/json', JSON.stringify(call('drop_table', {}))],
      ['application/json', JSON.stringify(call('log_meal', { description: 42 }))],
      ['application/json', JSON.stringify(call('log_meal', { description: 'arroz\u0000feijão' }))],
      ['application/json', JSON.stringify(call('log_meal', { description: '1 ovo', eaten_at: 'ontem' }))],
      [
        'application/json',
        JSON.stringify(call('log_meal', { description: '1 ovo', eaten_at: '2099-01-01T00:00:00Z' })),
      ],
      ['application/json', JSON.stringify(call('log_meal', { description: '1 ovo', slot: 'brunch' }))],
      ['application/json', JSON.stringify(call('search_history', { cursor: 'nao-e-cursor' }))],
      ['application/json', JSON.stringify(call('search_history', { from: '1999-12-31' }))],
      ['application/json', JSON.stringify(call('day_summary', { date: '2026-02-30' }))],
      ['application/json', JSON.stringify(call('weekly_stats', { end_date: "'; drop table meals; --" }))],
      ['application/json', JSON.stringify(call('search_foods', { query: 'x'.repeat(5000) }))],
    ];
    const before = (await ana.get('/api/meals')).body.items.length;
    for (const [type, body] of bodies) {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': type,
          accept: 'application/json, text/event-stream',
        },
        body,
      });
      expect(res.status, body.slice(0, 80)).toBeLessThan(500);
      const text = await res.text();
      if (res.status === 200 && body.includes('tools/call')) expect(JSON.parse(text).result.isError, body).toBe(true);
    }
    expect((await ana.get('/api/meals')).body.items.length).toBe(before);
  });

  it('marca o último uso do token', async () => {
    const { ana } = await anaWithData();
    const { id, token } = await tokenFor(ana, 'read');
    const client = await connect(token);
    await call(client, 'day_summary');
    const listed = (await ana.get('/api/settings/tokens')).body.items.find((item: { id: string }) => item.id === id);
    expect(listed.lastUsedAt).toBe(t.clock.now().toISOString());
    await client.close();
  });

  it('recusa corpo grande demais (413) e GET sem sessão de SSE (405)', async () => {
    const { ana } = await anaWithData();
    const { token } = await tokenFor(ana, 'read');
    const big = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ padding: 'x'.repeat(200 * 1024) }),
    });
    expect(big.status).toBe(413);
    const get = await fetch(`${base}/mcp`, { headers: { authorization: `Bearer ${token}` } });
    expect(get.status).toBe(405);
  });
});
