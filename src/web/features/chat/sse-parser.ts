export interface ServerSentEvent {
  event: string;
  data: string;
}

/**
 * Incremental text/event-stream parser (WHATWG HTML, "server-sent events"):
 * chunks may split lines anywhere; a blank line dispatches the event; several
 * `data:` lines join with "\n"; comments (":") and unknown fields are ignored.
 * EventSource itself cannot POST, hence fetch + this parser.
 */
export function createSseParser(onEvent: (event: ServerSentEvent) => void) {
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const dispatch = () => {
    if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
    event = '';
    data = [];
  };
  const line = (text: string) => {
    if (text === '') return dispatch();
    if (text.startsWith(':')) return;
    const colon = text.indexOf(':');
    const field = colon === -1 ? text : text.slice(0, colon);
    let value = colon === -1 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'event') event = value;
    else if (field === 'data') data.push(value);
  };
  return {
    push(chunk: string) {
      buffer += chunk;
      for (let end = buffer.search(/\r\n|\r|\n/); end !== -1; end = buffer.search(/\r\n|\r|\n/)) {
        const breakLength = buffer.startsWith('\r\n', end) ? 2 : 1;
        // A lone "\r" at the end of a chunk may be half of "\r\n": wait for the next chunk.
        if (buffer[end] === '\r' && end === buffer.length - 1) break;
        line(buffer.slice(0, end));
        buffer = buffer.slice(end + breakLength);
      }
    },
    /** The stream ended: an event without its blank line is dropped, as the specification says. */
    end() {
      buffer = '';
      event = '';
      data = [];
    },
  };
}
