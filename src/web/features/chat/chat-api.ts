import { createParser } from 'eventsource-parser';
import type { z } from 'zod';
import { chatMessageSchema, chatStreamEvents, type ChatMessage } from '@/contracts/chat';
import { chatApi } from '@/contracts/api-routes/channels';
import { api } from '@/web/lib/api-client';
import { ApiRequestError, errorFromResponse, NETWORK_ERROR_MESSAGE } from '@/web/lib/api-error';

export const getChatHistory = (cursor: string | null) => api(chatApi.history, { query: { cursor } });
export const clearChat = () => api(chatApi.clear);
export const confirmChatAction = (id: string) => api(chatApi.confirmAction, { params: { id } });

export interface StreamHandlers {
  /** The person's message, stored before any reply. */
  onMessage: (message: ChatMessage) => void;
  onDelta: (text: string) => void;
}

export type StreamEnd =
  | { ok: true; reply: z.infer<typeof chatStreamEvents.reply> }
  | { ok: false; message: string; messageId: string | null };

export const DROPPED_MESSAGE = 'A conexão caiu antes do fim da resposta. Sua mensagem foi guardada: tente de novo.';

/**
 * POST to the chat with `Accept: text/event-stream` and reads the reply as it
 * is produced (fetch + ReadableStream; EventSource cannot POST). Refusals
 * before the stream (400, 402, 429…) throw ApiRequestError with the server's
 * pt-BR message; failures during it end as `{ ok: false }` with the id to retry.
 */
export async function streamChat(path: string, body: unknown, handlers: StreamHandlers): Promise<StreamEnd> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: { Accept: 'text/event-stream', 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (!response.ok || !response.body) {
    throw errorFromResponse(response.status, await response.json().catch(() => undefined));
  }
  let messageId: string | null = null;
  let end: StreamEnd | null = null;
  // text/event-stream read incrementally by eventsource-parser (WHATWG "server-sent events"): chunks may split lines
  // anywhere; an event without a name is a 'message'.
  const parser = createParser({
    onEvent: ({ event = 'message', data }) => {
      const payload: unknown = JSON.parse(data);
      if (event === 'message') {
        const message = chatMessageSchema.parse(payload);
        messageId = message.id;
        handlers.onMessage(message);
      } else if (event === 'delta') {
        handlers.onDelta(chatStreamEvents.delta.parse(payload).text);
      } else if (event === 'reply') {
        end = { ok: true, reply: chatStreamEvents.reply.parse(payload) };
      } else if (event === 'error') {
        const { error } = chatStreamEvents.error.parse(payload);
        end = { ok: false, message: error.message, messageId: error.messageId };
      }
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      parser.feed(value);
    }
  } catch {
    // The connection dropped mid-reply: reported below with the stored message to retry.
  }
  // An event without its closing blank line is dropped, as the specification says.
  parser.reset();
  return end ?? { ok: false, message: DROPPED_MESSAGE, messageId };
}
