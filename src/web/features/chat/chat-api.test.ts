import { afterEach, describe, expect, it, vi } from 'vitest';
import { DROPPED_MESSAGE, streamChat } from './chat-api';

/** A chat reply as the server streams it, cut into the given pieces (a chunk may end anywhere, even mid-"\r\n"). */
function streamed(pieces: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(encoder.encode(piece));
      controller.close();
    },
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(body, { headers: { 'Content-Type': 'text/event-stream' } })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('streamChat', () => {
  it('reads events whose lines are split across chunks, in any line ending', async () => {
    streamed([
      'event: del',
      'ta\r',
      '\ndata: {"text":"Olá"}\r\n\r\n: keep-alive\n\nevent: delta\ndata: {"text',
      '":", tudo bem?"}\n\nevent: error\ndata: {"error":{"code":"x","message":"Falhou.","messageId":"m1"}}\n\n',
    ]);
    const deltas: string[] = [];
    const end = await streamChat('/api/chat/messages', {}, { onMessage: () => {}, onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(['Olá', ', tudo bem?']);
    expect(end).toEqual({ ok: false, message: 'Falhou.', messageId: 'm1' });
  });

  it('drops an event the stream cut before its blank line and says the connection fell', async () => {
    streamed(['event: delta\ndata: {"text":"Oi"}\n\nevent: delta\ndata: {"text":"perdido"}']);
    const deltas: string[] = [];
    const end = await streamChat('/api/chat/messages', {}, { onMessage: () => {}, onDelta: (t) => deltas.push(t) });
    expect(deltas).toEqual(['Oi']);
    expect(end).toEqual({ ok: false, message: DROPPED_MESSAGE, messageId: null });
  });
});
