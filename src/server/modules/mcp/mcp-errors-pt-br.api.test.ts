import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newPerson } from '../../test/billing-helpers';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * MCP errors in pt-BR with the right JSON-RPC codes (issue 29 finding 4): the
 * audit found 1,138 of 1,570 answers in the SDK's English, and raw zod dumps
 * under -32603 "Internal error" when `arguments` was a list.
 */
let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const person = await newPerson(t);
  token = (await person.post('/api/settings/tokens', { name: 'Script', scope: 'read' })).body.token;
});
afterAll(async () => {
  await t?.close();
});

const JSON_HEADERS = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
async function mcp(body: unknown, headers: Record<string, string> = JSON_HEADERS) {
  const res = await t.app.request('/mcp', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, ...headers },
    body: typeof body === 'string' ? body : body instanceof Uint8Array ? Buffer.from(body) : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, text, body: JSON.parse(text) };
}

/** Words of the SDK's English answers ("Method not found", "Parse error", "Invalid arguments", zod's "expected"). */
const ENGLISH =
  /\b(error|Error|Invalid|invalid_type|not found|expected|received|Method|Tool|Parse|Bad Request|must|Unsupported)\b/;
const call = (params: unknown, id = 1) => ({ jsonrpc: '2.0', id, method: 'tools/call', params });

describe('erros do MCP em português', () => {
  it.each<[string, unknown, number, string]>([
    [
      'arguments como lista',
      call({ name: 'analyze_meal', arguments: ['2 ovos'] }),
      -32602,
      'params.arguments deve ser um objeto JSON com os argumentos da ferramenta, não uma lista.',
    ],
    [
      'arguments como texto',
      call({ name: 'analyze_meal', arguments: '2 ovos' }),
      -32602,
      'params.arguments deve ser um objeto JSON com os argumentos da ferramenta, não um texto.',
    ],
    ['params como lista', call(['analyze_meal']), -32602, 'params deve ser um objeto JSON, não uma lista.'],
    [
      'sem o nome da ferramenta',
      call({ arguments: {} }),
      -32602,
      'params.name deve ser o nome de uma ferramenta (veja tools/list).',
    ],
    [
      'método desconhecido',
      { jsonrpc: '2.0', id: 1, method: 'resources/list' },
      -32601,
      'Método desconhecido: “resources/list”. Este servidor atende initialize, ping, tools/list e tools/call.',
    ],
  ])('%s: o código certo e a mensagem em português', async (_, body, code, message) => {
    const res = await mcp(body);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: 1, error: { code, message } });
    expect(message).not.toMatch(ENGLISH);
  });

  it('num lote, cada resposta tem o seu erro, e as chamadas certas respondem', async () => {
    const res = await mcp([
      call({ name: 'analyze_meal', arguments: [] }, 1),
      call({ name: 'search_foods', arguments: { query: 'arroz' } }, 2),
    ]);
    expect(res.status).toBe(200);
    const byId = new Map(res.body.map((m: any) => [m.id, m]));
    expect((byId.get(1) as any).error.code).toBe(-32602);
    expect((byId.get(2) as any).result.isError).toBeFalsy();
  });

  it.each<[string, unknown, RegExp]>([
    [
      'ferramenta que não existe',
      call({ name: 'apagar_tudo', arguments: {} }),
      /^A ferramenta “apagar_tudo” não existe\. Veja as ferramentas em tools\/list\.$/,
    ],
    [
      'argumento que falta',
      call({ name: 'analyze_meal', arguments: {} }),
      /^Argumentos inválidos para analyze_meal: description: Campo obrigatório$/,
    ],
    [
      'argumento do tipo errado',
      call({ name: 'analyze_meal', arguments: { description: 42 } }),
      /^Argumentos inválidos para analyze_meal: description: Valor inválido: informe um texto, não um número$/,
    ],
  ])('%s: um resultado de erro da ferramenta, em português', async (_, body, said) => {
    const res = await mcp(body);
    expect(res.body.result.isError).toBe(true);
    expect(res.body.result.content[0].text).toMatch(said);
    expect(res.body.result.content[0].text).not.toMatch(ENGLISH);
  });

  it.each<[string, unknown, Record<string, string>, number, number, string]>([
    ['JSON quebrado', '{"jsonrpc": "2.0",', JSON_HEADERS, 400, -32700, 'O corpo da requisição não é um JSON válido.'],
    [
      'UTF-8 inválido',
      new Uint8Array([0x7b, 0x22, 0xff, 0x22, 0x3a, 0x31, 0x7d]),
      JSON_HEADERS,
      400,
      -32700,
      'O corpo da requisição tem bytes que não são texto UTF-8 válido.',
    ],
    [
      'mensagem que não é JSON-RPC',
      { id: 1, method: 'tools/list' },
      JSON_HEADERS,
      400,
      -32600,
      'Requisição JSON-RPC inválida: cada mensagem precisa de jsonrpc "2.0", method e, nas chamadas, id.',
    ],
    ['lote vazio', [], JSON_HEADERS, 400, -32600, 'Lote vazio: envie pelo menos uma mensagem JSON-RPC.'],
    [
      'sem aceitar text/event-stream',
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { 'content-type': 'application/json', accept: 'application/json' },
      406,
      -32000,
      'O cliente precisa aceitar application/json e text/event-stream (cabeçalho Accept).',
    ],
    [
      'corpo sem Content-Type JSON',
      { jsonrpc: '2.0', id: 1, method: 'tools/list' },
      { 'content-type': 'text/plain', accept: JSON_HEADERS.accept },
      415,
      -32000,
      'Envie o corpo como application/json (cabeçalho Content-Type).',
    ],
  ])('%s: HTTP %#', async (_, body, headers, status, code, message) => {
    const res = await mcp(body, headers);
    expect(res.status).toBe(status);
    expect(res.body).toEqual({ jsonrpc: '2.0', id: null, error: { code, message } });
    expect(message).not.toMatch(ENGLISH);
  });
});
