import { createParser } from 'eventsource-parser';
import type { TestApp } from './test-app';
import { TEST_ORIGIN } from './test-app';

export interface SseEvent {
  event: string;
  data: any;
}

/** Parses a whole text/event-stream body into its events (data lines are JSON here), as the web client does. */
export function parseSse(body: string): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createParser({
    onEvent: ({ event = 'message', data }) => events.push({ event, data: JSON.parse(data) }),
  });
  parser.feed(body);
  return events;
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
