import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '../../db/schema';
import { PERSON_LIMITS } from '../../http/person-limits';
import { newPerson, type Person } from '../../test/billing-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';
import { MCP_MAX_MESSAGES_PER_REQUEST } from './routes';

/**
 * Limits that count work, not requests (issue 29 finding 1): every message of
 * a JSON-RPC batch to /mcp counts, a batch above the cap is refused before any
 * work, and the per-person limits on analyses and meal writes hold whichever
 * door the work comes through. Raw JSON-RPC over HTTP, as a script would send it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

async function personWithToken(scope: 'read' | 'read_write' = 'read_write') {
  const person = await newPerson(t);
  const res = await person.post('/api/settings/tokens', { name: 'Script', scope });
  expect(res.status).toBe(201);
  return Object.assign(person, { token: res.body.token as string });
}

async function mcp(token: string, body: unknown) {
  const res = await t.app.request('/mcp', {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
    },
    body: typeof body === 'string' || body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, text, body: text ? JSON.parse(text) : null };
}

const toolCall = (id: number, name: string, args: unknown) => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: args },
});
const logMeal = (id: number) => toolCall(id, 'log_meal', { description: '2 ovos cozidos e 1 pão francês' });
const analyzeMeal = (id: number) => toolCall(id, 'analyze_meal', { description: 'arroz, feijão e 1 bife' });

async function counted(kind: keyof typeof PERSON_LIMITS, userId: string) {
  const [row] = await t.db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, `${PERSON_LIMITS[kind].key}:user:${userId}`)));
  return row?.count ?? 0;
}

/** The person's counter at `count`, its window ending in 30 minutes. */
async function presetCount(kind: keyof typeof PERSON_LIMITS, userId: string, count: number) {
  const resetsAt = new Date(t.clock.now().getTime() + 30 * 60_000);
  await t.db
    .insert(rateLimits)
    .values({ key: `${PERSON_LIMITS[kind].key}:user:${userId}`, subject: userId, count, resetsAt })
    .onConflictDoUpdate({ target: rateLimits.key, set: { count, resetsAt } });
}

const mealsOf = async (person: Person) => (await person.get('/api/meals')).body.items as unknown[];

describe('lotes JSON-RPC em /mcp', () => {
  it('um lote de 100 log_meal é recusado inteiro, em português, sem registrar nada nem gastar o limite', async () => {
    const bia = await personWithToken();
    const res = await mcp(
      bia.token,
      Array.from({ length: 100 }, (_, i) => logMeal(i + 1)),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      jsonrpc: '2.0',
      id: null,
      error: {
        code: -32600,
        message: `Lote grande demais: no máximo ${MCP_MAX_MESSAGES_PER_REQUEST} mensagens por requisição (chegaram 100). Envie uma chamada por vez.`,
      },
    });
    expect(await mealsOf(bia)).toHaveLength(0);
    expect(await counted('mcp', bia.id)).toBe(0);
  });

  it('um lote de 10 conta 10 no limite do assistente, e 10 análises e 10 registros nos da pessoa', async () => {
    const caio = await personWithToken();
    const res = await mcp(
      caio.token,
      Array.from({ length: 10 }, (_, i) => logMeal(i + 1)),
    );
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(10);
    expect(await mealsOf(caio)).toHaveLength(10);
    expect(await counted('mcp', caio.id)).toBe(10);
    expect(await counted('textAnalysis', caio.id)).toBe(10);
    expect(await counted('mealWrites', caio.id)).toBe(10);
  });

  it('um lote que passa do que resta da hora é recusado inteiro com 429 e Retry-After', async () => {
    const duda = await personWithToken();
    await presetCount('mcp', duda.id, PERSON_LIMITS.mcp.perHour - 5);
    const res = await mcp(
      duda.token,
      Array.from({ length: 6 }, (_, i) => logMeal(i + 1)),
    );
    expect(res.status).toBe(429);
    expect(res.body.error.message).toBe('Muitas chamadas do assistente em pouco tempo. Tente de novo em 30 minutos.');
    expect(res.headers.get('retry-after')).toBe('1800');
    expect(await mealsOf(duda)).toHaveLength(0);
    expect(await counted('mcp', duda.id)).toBe(PERSON_LIMITS.mcp.perHour - 5);
    // What is left still fits.
    expect(
      (await mcp(duda.token, [analyzeMeal(1), analyzeMeal(2), analyzeMeal(3), analyzeMeal(4), analyzeMeal(5)])).status,
    ).toBe(200);
  });
});

describe('limites por pessoa, por qualquer porta', () => {
  it('análise de texto: a web e o assistente gastam o mesmo limite; acabou, 429 em português', async () => {
    const eva = await personWithToken();
    await presetCount('textAnalysis', eva.id, PERSON_LIMITS.textAnalysis.perHour - 1);
    const viaMcp = await mcp(eva.token, analyzeMeal(1));
    expect(viaMcp.body.result.isError).toBeFalsy();
    const web = await eva.post('/api/analysis/text', { text: 'arroz e feijão' });
    expect(web.status).toBe(429);
    expect(web.body.error).toEqual({
      code: 'too_many_requests',
      message: 'Muitas análises de refeição em pouco tempo. Tente de novo em 30 minutos.',
    });
    expect(web.headers.get('retry-after')).toBe('1800');
    const refused = await mcp(eva.token, analyzeMeal(2));
    expect(refused.body.result).toMatchObject({ isError: true });
    expect(refused.body.result.content[0].text).toMatch(/^Muitas análises de refeição em pouco tempo/);
  });

  it('registros de refeição: criar, editar e apagar contam; acabou, 429 e nada muda', async () => {
    const fabi = await personWithToken();
    const meal = {
      slot: 'almoco',
      eatenAt: '2026-11-22T14:30:00.000Z',
      items: [{ foodId: 'taco-3', grams: 90 }],
      note: null,
    };
    const created = await fabi.post('/api/meals', meal);
    expect(created.status).toBe(201);
    expect((await fabi.send('PATCH', `/api/meals/${created.body.id}`, { note: 'no trabalho' })).status).toBe(200);
    expect(await counted('mealWrites', fabi.id)).toBe(2);
    await presetCount('mealWrites', fabi.id, PERSON_LIMITS.mealWrites.perHour);
    for (const res of [
      await fabi.post('/api/meals', meal),
      await fabi.send('PATCH', `/api/meals/${created.body.id}`, { note: 'outra' }),
      await fabi.send('DELETE', `/api/meals/${created.body.id}`),
    ]) {
      expect(res.status).toBe(429);
      expect(res.body.error.message).toBe(
        'Muitos registros e alterações de refeições em pouco tempo. Tente de novo em 30 minutos.',
      );
      expect(res.headers.get('retry-after')).toBe('1800');
    }
    expect(await mealsOf(fabi)).toHaveLength(1);
  });
});
