/**
 * The MCP SDK answers in English ("Method not found", "Parse error", raw zod
 * dumps under -32603 when `arguments` is a list): this rewrites every error of
 * an answer in pt-BR, with the JSON-RPC code that names whose mistake it was
 * (https://www.jsonrpc.org/specification#error_object) — -32602 for invalid
 * params, never -32603 for a client's mistake (issue 29 finding 4). Texts our
 * own tools wrote are pt-BR already and pass untouched.
 */
export const JSON_RPC = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
} as const;

const INTERNAL = 'Erro interno do Nutri. Tente de novo em instantes.';
const METHODS = 'initialize, ping, tools/list e tools/call';

type Message = Record<string, unknown>;
const isObject = (value: unknown): value is Message =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A JSON-RPC error answer with no request to tie it to (HTTP-level refusals). */
export const jsonRpcError = (code: number, message: string) => ({ jsonrpc: '2.0', error: { code, message }, id: null });

const kindOf = (value: unknown) =>
  Array.isArray(value) ? 'uma lista' : value === null ? 'null' : typeof value === 'string' ? 'um texto' : typeof value;

/** What is wrong with a request's params, in pt-BR; null when the shape is right. */
export function paramsProblem(request: Message | undefined): string | null {
  if (!request) return null;
  const { method, params } = request;
  if (params !== undefined && !isObject(params)) return `params deve ser um objeto JSON, não ${kindOf(params)}.`;
  if (method !== 'tools/call') return null;
  if (typeof params?.name !== 'string') return 'params.name deve ser o nome de uma ferramenta (veja tools/list).';
  if (params.arguments !== undefined && !isObject(params.arguments)) {
    return `params.arguments deve ser um objeto JSON com os argumentos da ferramenta, não ${kindOf(params.arguments)}.`;
  }
  return null;
}

/** "Campo obrigatório at description" (the SDK's wording around our pt-BR zod messages) → "description: Campo obrigatório". */
const validationDetails = (details: string) =>
  details
    .split('\n')
    .map((line) => {
      const at = / at (\S+)$/.exec(line);
      return at ? `${at[1]}: ${line.slice(0, at.index)}` : line;
    })
    .join('; ');

/** The SDK's words about a tool call, in pt-BR; null when unknown. */
function sdkToolText(said: string): string | null {
  let m = /^Tool (.+) not found$/.exec(said);
  if (m) return `A ferramenta “${m[1]}” não existe. Veja as ferramentas em tools/list.`;
  m = /^Tool (.+) disabled$/.exec(said);
  if (m) return `A ferramenta “${m[1]}” está desativada.`;
  m = /^Input validation error: Invalid arguments for tool (\S+): ([\s\S]*)$/.exec(said);
  if (m) return `Argumentos inválidos para ${m[1]}: ${validationDetails(m[2]!)}`;
  m = /^Invalid arguments for tool (\S+): arguments contain more than/.exec(said);
  if (m) return `Argumentos grandes demais para ${m[1]}.`;
  return null;
}

/** A tool error text of the SDK ("MCP error -32602: Tool x not found") in pt-BR; our own texts pass. */
export function toolErrorText(text: string): string {
  const sdk = /^MCP error (-?\d+): ([\s\S]*)$/.exec(text);
  return sdk ? (sdkToolText(sdk[2]!) ?? INTERNAL) : text;
}

/** One error of an answer, in pt-BR, with the right code; `request` is the message it answers, when known. */
export function errorInPortuguese(error: Message, request: Message | undefined): { code: number; message: string } {
  const code = typeof error.code === 'number' ? error.code : JSON_RPC.internalError;
  const said = typeof error.message === 'string' ? error.message : '';
  const method = typeof request?.method === 'string' ? request.method : null;
  switch (code) {
    case JSON_RPC.parseError:
      // The body was JSON (the route parsed it): what the SDK calls a parse error is a malformed message.
      return {
        code: JSON_RPC.invalidRequest,
        message: 'Requisição JSON-RPC inválida: cada mensagem precisa de jsonrpc "2.0", method e, nas chamadas, id.',
      };
    case JSON_RPC.invalidRequest:
      return {
        code,
        message: 'Requisição JSON-RPC inválida: cada mensagem precisa de jsonrpc "2.0", method e, nas chamadas, id.',
      };
    case JSON_RPC.methodNotFound:
      return { code, message: `Método desconhecido${method ? `: “${method}”` : ''}. Este servidor atende ${METHODS}.` };
    case JSON_RPC.invalidParams:
      return { code, message: paramsProblem(request) ?? sdkToolText(said) ?? 'Parâmetros inválidos.' };
    case JSON_RPC.internalError: {
      // The SDK reports a request its schema refused as -32603 with zod's dump: the client's mistake.
      const problem = paramsProblem(request);
      if (problem) return { code: JSON_RPC.invalidParams, message: problem };
      if (said.trimStart().startsWith('[')) {
        return { code: JSON_RPC.invalidParams, message: `Parâmetros inválidos${method ? ` para ${method}` : ''}.` };
      }
      return { code, message: INTERNAL };
    }
    default:
      return { code, message: transportMessage(said) };
  }
}

/** The Streamable HTTP transport's own refusals (-32000, -32001). */
function transportMessage(said: string): string {
  if (said.startsWith('Not Acceptable'))
    return 'O cliente precisa aceitar application/json e text/event-stream (cabeçalho Accept).';
  if (said.startsWith('Unsupported Media Type')) return 'Envie o corpo como application/json (cabeçalho Content-Type).';
  if (said.includes('Unsupported protocol version'))
    return 'Versão do protocolo MCP não suportada (cabeçalho MCP-Protocol-Version).';
  if (said.startsWith('Method not allowed')) return 'Método HTTP não permitido: use POST.';
  return 'Requisição MCP recusada.';
}

/** One answer message in pt-BR: its error, or the SDK's English in a tool's error result. */
function messageInPortuguese(message: unknown, requests: Map<unknown, Message>): unknown {
  if (!isObject(message)) return message;
  if (isObject(message.error)) {
    const { data: _data, ...rest } = message.error;
    return { ...message, error: { ...rest, ...errorInPortuguese(message.error, requests.get(message.id)) } };
  }
  const result = message.result;
  if (isObject(result) && result.isError === true && Array.isArray(result.content)) {
    const content = result.content.map((part: unknown) =>
      isObject(part) && part.type === 'text' && typeof part.text === 'string'
        ? { ...part, text: toolErrorText(part.text) }
        : part,
    );
    return { ...message, result: { ...result, content } };
  }
  return message;
}

/**
 * Requests whose params have the wrong shape are answered here, -32602 with their id: the SDK
 * would call them a parse error (params as a list) or an internal error (arguments as a list).
 * `forSdk` is what is left for the SDK (undefined: nothing), `refused` the answers given here.
 */
export function screen(sent: unknown): { forSdk: unknown; refused: Message[] } {
  const refused: Message[] = [];
  const keep = (message: unknown) => {
    if (!isObject(message) || typeof message.method !== 'string' || !('id' in message)) return true;
    const problem = paramsProblem(message);
    if (problem)
      refused.push({ jsonrpc: '2.0', id: message.id, error: { code: JSON_RPC.invalidParams, message: problem } });
    return problem === null;
  };
  if (!Array.isArray(sent)) return { forSdk: keep(sent) ? sent : undefined, refused };
  const left = sent.filter(keep);
  return { forSdk: left.length ? left : undefined, refused };
}

/** Answers given without the SDK (all of a request's messages were refused by `screen`). */
export function refusedAnswer(sent: unknown, refused: Message[]): Response {
  return Response.json(Array.isArray(sent) ? refused : refused[0]);
}

/**
 * The transport's JSON answer with every error in pt-BR, and the answers `screen` gave
 * joined to a batch's; `sent` is what the SDK was given.
 */
export async function answerInPortuguese(
  response: Response,
  sent: unknown,
  refused: Message[] = [],
): Promise<Response> {
  const json = (response.headers.get('content-type') ?? '').includes('application/json');
  if (!json && !(refused.length && response.status === 202)) return response;
  const text = json ? await response.text() : '[]';
  // Most answers carry no error: handed on as they are, without parsing half a megabyte again.
  if (!refused.length && !text.includes('"error"') && !text.includes('"isError":true')) {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    return new Response(text, { status: response.status, headers: response.headers });
  }
  const requests = new Map<unknown, Message>();
  for (const message of Array.isArray(sent) ? sent : [sent]) {
    if (isObject(message) && 'id' in message) requests.set(message.id, message);
  }
  // The SDK answers a batch of one with one object: a batch that lost messages to `screen` gets its list back.
  const answers = Array.isArray(payload) ? payload : refused.length ? [payload] : null;
  const translated = answers
    ? [...answers.map((m) => messageInPortuguese(m, requests)), ...refused]
    : messageInPortuguese(payload, requests);
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  return new Response(JSON.stringify(translated), { status: json ? response.status : 200, headers });
}
