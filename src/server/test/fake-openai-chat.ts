import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A local OpenAI-compatible chat server on loopback for tests and benchmarks:
 * POST /v1/chat/completions answers scripted steps in the real wire format
 * (JSON or `stream: true` SSE chunks ending in `data: [DONE]`), checks the
 * bearer key and records every request body.
 */
export type FakeStep =
  | { kind: 'text'; chunks: string[] }
  | { kind: 'tool_calls'; calls: Array<{ name: string; arguments: string }> }
  | { kind: 'status'; status: number }
  /** Headers and one chunk, then silence: an idle stream. */
  | { kind: 'stall'; chunks?: string[] }
  /** The connection drops mid-stream. */
  | { kind: 'drop'; chunks: string[] };

export interface FakeChatRequest {
  model: string;
  stream: boolean;
  messages: Array<{ role: string; content?: string | null; tool_call_id?: string; tool_calls?: unknown[] }>;
  tools?: Array<{ function: { name: string } }>;
  raw: string;
}

export async function startFakeOpenAiChat(options: { apiKey: string }) {
  const queue: FakeStep[] = [];
  const requests: FakeChatRequest[] = [];
  const sockets = new Set<Socket>();
  let seq = 0;

  const chunk = (res: ServerResponse, delta: object, finish: string | null = null) =>
    res.write(
      `data: ${JSON.stringify({
        id: `chatcmpl-fake-${seq}`,
        object: 'chat.completion.chunk',
        created: 1_764_000_000,
        model: 'fake',
        choices: [{ index: 0, delta, finish_reason: finish }],
      })}\n\n`,
    );

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (part: Buffer) => (raw += part.toString('utf8')));
    req.on('end', () => {
      if (req.method !== 'POST' || req.url !== '/v1/chat/completions') {
        res.writeHead(404, { 'content-type': 'application/json' }).end('{"error":{"message":"not found"}}');
        return;
      }
      if (req.headers.authorization !== `Bearer ${options.apiKey}`) {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
        return;
      }
      const body = JSON.parse(raw) as FakeChatRequest;
      requests.push({ ...body, stream: Boolean(body.stream), raw });
      seq += 1;
      const step = queue.shift() ?? { kind: 'text', chunks: ['Olá! Como posso ajudar?'] };
      if (step.kind === 'status') {
        res.writeHead(step.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: `fake ${step.status}`, type: 'server_error' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      chunk(res, { role: 'assistant', content: '' });
      if (step.kind === 'text') {
        for (const text of step.chunks) chunk(res, { content: text });
        chunk(res, {}, 'stop');
      } else if (step.kind === 'tool_calls') {
        step.calls.forEach((call, index) => {
          const half = Math.floor(call.arguments.length / 2);
          const id = `call_${seq}_${index}`;
          chunk(res, {
            tool_calls: [
              { index, id, type: 'function', function: { name: call.name, arguments: call.arguments.slice(0, half) } },
            ],
          });
          chunk(res, { tool_calls: [{ index, function: { arguments: call.arguments.slice(half) } }] });
        });
        chunk(res, {}, 'tool_calls');
      } else {
        for (const text of step.chunks ?? []) chunk(res, { content: text });
        if (step.kind === 'drop') res.socket?.destroy();
        return; // stall: never finishes
      }
      res.end('data: [DONE]\n\n');
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...steps: FakeStep[]) => queue.push(...steps),
    reset: () => {
      queue.length = 0;
      requests.length = 0;
    },
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type FakeOpenAiChat = Awaited<ReturnType<typeof startFakeOpenAiChat>>;
