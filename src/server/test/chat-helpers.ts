import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

export interface SseEvent {
  event: string;
  data: any;
}

/** Parses a text/event-stream body into its events (data lines are JSON here). */
export function parseSse(body: string): SseEvent[] {
  return body
    .split('\n\n')
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
      }
      return { event, data: JSON.parse(data.join('\n')) };
    });
}

/** POST with `Accept: text/event-stream` using a browser client's cookies; returns status, headers and events. */
export async function postStream(app: TestApp['app'], jar: Map<string, string>, path: string, body: unknown = {}) {
  const response = await app.request(path, {
    method: 'POST',
    headers: {
      accept: 'text/event-stream',
      'content-type': 'application/json',
      origin: TEST_ORIGIN,
      cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const isStream = (response.headers.get('content-type') ?? '').startsWith('text/event-stream');
  return {
    status: response.status,
    headers: response.headers,
    events: isStream ? parseSse(text) : [],
    json: isStream ? null : (JSON.parse(text) as any),
  };
}
