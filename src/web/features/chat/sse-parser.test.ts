import { describe, expect, it } from 'vitest';
import { createSseParser, type ServerSentEvent } from './sse-parser';

function parseChunks(chunks: string[]) {
  const events: ServerSentEvent[] = [];
  const parser = createSseParser((e) => events.push(e));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  it('lê eventos divididos entre pedaços em qualquer ponto', () => {
    const stream = 'event: delta\ndata: {"text":"Olá"}\n\nevent: reply\ndata: {"id":"1"}\n\n';
    const whole = parseChunks([stream]);
    expect(whole).toEqual([
      { event: 'delta', data: '{"text":"Olá"}' },
      { event: 'reply', data: '{"id":"1"}' },
    ]);
    for (let cut = 1; cut < stream.length; cut++) {
      expect(parseChunks([stream.slice(0, cut), stream.slice(cut)])).toEqual(whole);
    }
  });

  it('junta linhas de dados, aceita CRLF, pula comentários e descarta um evento incompleto', () => {
    expect(parseChunks([': ping\r\n', 'data: a\r\ndata: b\r', '\n\r\n', 'event: x\ndata: y'])).toEqual([
      { event: 'message', data: 'a\nb' },
    ]);
  });
});
