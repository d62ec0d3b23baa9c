import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A small OpenAI-compatible server on loopback for tests and the browser
 * journeys: `POST /v1/chat/completions` with the real request and response
 * shapes (Bearer key, chat.completion objects, OpenAI error bodies). What it
 * answers is scripted per test: canned replies, slow replies, 429/5xx, garbage.
 */
export type FakeReply =
  | { kind: 'content'; content: string; delayMs?: number }
  | { kind: 'status'; status: number; delayMs?: number }
  /** Not an OpenAI body at all (a proxy's HTML error page, a half-written answer). */
  | { kind: 'raw'; body: string; status?: number };

export interface RecordedRequest {
  model: string;
  hasImage: boolean;
  text: string;
  responseFormat: unknown;
  body: Record<string, any>;
}

/** A plausible Brazilian lunch as a vision model would name it (nutrients it adds are ignored by Nutri). */
export const CANNED_LUNCH = JSON.stringify({
  items: [
    {
      name: 'arroz branco',
      preparation: 'cozido',
      measure: 'colher de servir',
      quantity: 3,
      grams: 130,
      confidence: 0.93,
    },
    { name: 'feijão carioca', preparation: 'cozido', measure: 'concha', quantity: 1, grams: 140, confidence: 0.9 },
    { name: 'bife', preparation: 'grelhado', measure: null, quantity: 1, grams: 110, confidence: 0.85, calories: 999 },
    { name: 'batata', preparation: 'frita', measure: null, quantity: null, grams: 90, confidence: 0.5 },
  ],
});

export async function startFakeOpenAI(options: { apiKey?: string; port?: number; defaultReply?: FakeReply } = {}) {
  const queue: FakeReply[] = [];
  const requests: RecordedRequest[] = [];
  let defaultReply: FakeReply = options.defaultReply ?? { kind: 'content', content: CANNED_LUNCH };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => void handle(req, Buffer.concat(chunks).toString('utf8'), res));
  });
  // Slow replies must not keep the server from closing.
  const sockets = new Set<Socket>();
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });

  async function handle(req: IncomingMessage, raw: string, res: ServerResponse) {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    if (req.method !== 'POST' || !path.endsWith('/chat/completions')) {
      return error(res, 404, 'not_found', `Unknown request URL: ${req.method} ${path}`);
    }
    if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
      return error(res, 401, 'invalid_api_key', 'Incorrect API key provided.');
    }
    let body: Record<string, any>;
    try {
      body = JSON.parse(raw) as Record<string, any>;
    } catch {
      return error(res, 400, 'invalid_request_error', 'We could not parse the JSON body of your request.');
    }
    if (typeof body.model !== 'string' || !Array.isArray(body.messages)) {
      return error(res, 400, 'invalid_request_error', "Missing required parameter: 'model' or 'messages'.");
    }
    const parts = body.messages.flatMap((m: any) =>
      Array.isArray(m.content) ? m.content : [{ type: 'text', text: m.content }],
    );
    requests.push({
      model: body.model,
      hasImage: parts.some(
        (p: any) => p.type === 'image_url' && /^data:image\/jpeg;base64,/.test(p.image_url?.url ?? ''),
      ),
      text: parts
        .filter((p: any) => p.type === 'text')
        .map((p: any) => p.text)
        .join('\n'),
      responseFormat: body.response_format,
      body,
    });
    const reply = queue.shift() ?? defaultReply;
    if ('delayMs' in reply && reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (res.destroyed) return;
    if (reply.kind === 'raw') {
      res.writeHead(reply.status ?? 200, { 'Content-Type': 'application/json' });
      return res.end(reply.body);
    }
    if (reply.kind === 'status') {
      return error(
        res,
        reply.status,
        reply.status === 429 ? 'rate_limit_exceeded' : 'server_error',
        'Scripted failure.',
      );
    }
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(
      JSON.stringify({
        id: `chatcmpl-fake-${requests.length}`,
        object: 'chat.completion',
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: reply.content, refusal: null },
            finish_reason: 'stop',
            logprobs: null,
          },
        ],
        usage: { prompt_tokens: 100, completion_tokens: 50, total_tokens: 150 },
      }),
    );
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    /** Replies for the next requests, in order; then the default one. */
    enqueue: (...replies: FakeReply[]) => queue.push(...replies),
    setDefault: (reply: FakeReply) => {
      defaultReply = reply;
    },
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export type FakeOpenAI = Awaited<ReturnType<typeof startFakeOpenAI>>;

function error(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify({ error: { message, type: code, param: null, code } }));
}
