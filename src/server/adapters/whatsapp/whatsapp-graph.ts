import { z } from 'zod';
import type { ReplyButton } from '../../../domain/whatsapp/limits';

/**
 * The WhatsApp Business Cloud API (Meta Graph API), the few calls Nutri makes:
 * send a text, reply buttons or a template
 * (POST /{phone-number-id}/messages, https://developers.facebook.com/docs/whatsapp/cloud-api/reference/messages)
 * and download a received photo (GET /{media-id} → a short-lived URL → the bytes, with the same bearer token,
 * https://developers.facebook.com/docs/whatsapp/cloud-api/reference/media). Answers are checked for shape here.
 */
export interface WhatsappGraph {
  sendText(to: string, text: string): Promise<SentMessage>;
  sendButtons(to: string, text: string, buttons: ReplyButton[]): Promise<SentMessage>;
  sendTemplate(to: string, name: string, language: string, params: string[]): Promise<SentMessage>;
  downloadMedia(mediaId: string, limits: MediaLimits): Promise<DownloadedMedia>;
}

export interface SentMessage {
  id: string;
}

export interface MediaLimits {
  maxBytes: number;
  /** Accepted MIME types (image/jpeg…); the bytes are sniffed again by the image pipeline. */
  types: readonly string[];
}

export interface DownloadedMedia {
  bytes: Buffer;
  mimeType: string;
}

/** No answer, a 5xx, a 429 or an answer of the wrong shape: worth trying again later. */
export class WhatsappUnavailable extends Error {
  override name = 'WhatsappUnavailable';
}

/** A 4xx other than 429: Meta refused this request; sending it again would be refused again. */
export class WhatsappRejected extends Error {
  override name = 'WhatsappRejected';
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** A received file we do not take (too big, not a photo). */
export class WhatsappMediaRefused extends Error {
  override name = 'WhatsappMediaRefused';
  constructor(readonly reason: 'too_big' | 'type') {
    super(`media refused: ${reason}`);
  }
}

export interface WhatsappGraphOptions {
  apiUrl: string;
  phoneNumberId: string;
  accessToken: string;
  /** Hosts (`host` or `host:port`) a media URL may name (WHATSAPP_MEDIA_HOSTS): the token goes nowhere else. */
  mediaHosts: readonly string[];
  timeoutMs?: number;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A media URL on an allowed host, over HTTPS (plain HTTP only on loopback, for the tests' fake Graph). */
export function isAllowedMediaUrl(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const secure = parsed.protocol === 'https:' || (parsed.protocol === 'http:' && LOOPBACK.has(parsed.hostname));
  return secure && parsed.username === '' && parsed.password === '' && hosts.includes(parsed.host.toLowerCase());
}

const TIMEOUT_MS = 10_000;

const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })).min(1) });
const mediaSchema = z.object({
  url: z.url(),
  mime_type: z.string(),
  file_size: z.coerce.number().int().nonnegative().optional(),
});

export function whatsappGraph(options: WhatsappGraphOptions): WhatsappGraph {
  const base = options.apiUrl.endsWith('/') ? options.apiUrl : `${options.apiUrl}/`;
  const timeout = () => AbortSignal.timeout(options.timeoutMs ?? TIMEOUT_MS);
  const auth = { Authorization: `Bearer ${options.accessToken}` };

  async function call(what: string, url: URL | string, init: RequestInit): Promise<Response> {
    let response: Response;
    try {
      // Never followed: a redirect would carry the bearer token to wherever it points.
      response = await fetch(url, { ...init, signal: timeout(), redirect: 'manual' });
    } catch (error) {
      throw new WhatsappUnavailable(`${what}: no answer`, { cause: error });
    }
    if (response.ok) return response;
    // The error body (Graph's { error: { message, code } }) is not logged: it can echo the recipient.
    await response.body?.cancel().catch(() => undefined);
    if (response.status === 429 || response.status >= 500 || response.status === 408)
      throw new WhatsappUnavailable(`${what}: HTTP ${response.status}`);
    throw new WhatsappRejected(`${what}: HTTP ${response.status}`, response.status);
  }

  async function json(what: string, response: Response): Promise<unknown> {
    try {
      return await response.json();
    } catch (error) {
      throw new WhatsappUnavailable(`${what}: not JSON`, { cause: error });
    }
  }

  async function send(what: string, to: string, payload: Record<string, unknown>): Promise<SentMessage> {
    const response = await call(what, new URL(`${options.phoneNumberId}/messages`, base), {
      method: 'POST',
      headers: { ...auth, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...payload }),
    });
    const parsed = sentSchema.safeParse(await json(what, response));
    if (!parsed.success) throw new WhatsappUnavailable(`${what}: unexpected shape`);
    return { id: parsed.data.messages[0]!.id };
  }

  return {
    sendText: (to, text) => send('send text', to, { type: 'text', text: { body: text, preview_url: false } }),
    sendButtons: (to, text, buttons) =>
      send('send buttons', to, {
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text },
          action: { buttons: buttons.map((b) => ({ type: 'reply', reply: { id: b.id, title: b.title } })) },
        },
      }),
    sendTemplate: (to, name, language, params) =>
      send('send template', to, {
        type: 'template',
        template: {
          name,
          language: { code: language },
          components: params.length
            ? [{ type: 'body', parameters: params.map((p) => ({ type: 'text', text: p })) }]
            : [],
        },
      }),
    async downloadMedia(mediaId, limits) {
      if (!/^\d{1,40}$/.test(mediaId)) throw new WhatsappRejected('media: invalid id', 400);
      const info = await call('media info', new URL(mediaId, base), {
        headers: { ...auth, Accept: 'application/json' },
      });
      const parsed = mediaSchema.safeParse(await json('media info', info));
      if (!parsed.success) throw new WhatsappUnavailable('media info: unexpected shape');
      const mimeType = parsed.data.mime_type.split(';')[0]!.trim().toLowerCase();
      if (!limits.types.includes(mimeType)) throw new WhatsappMediaRefused('type');
      if ((parsed.data.file_size ?? 0) > limits.maxBytes) throw new WhatsappMediaRefused('too_big');
      // The token goes with the download: only to Meta's media hosts (issue 29 finding 2).
      if (!isAllowedMediaUrl(parsed.data.url, options.mediaHosts))
        throw new WhatsappRejected('media download: host not allowed', 400);
      const file = await call('media download', parsed.data.url, { headers: auth });
      const declared = Number(file.headers.get('content-length') ?? 0);
      if (declared > limits.maxBytes) {
        await file.body?.cancel().catch(() => undefined);
        throw new WhatsappMediaRefused('too_big');
      }
      return { bytes: await readAtMost(file, limits.maxBytes), mimeType };
    },
  };
}

/** Reads a body, stopping as soon as it passes `max` bytes (a lying Content-Length cannot fill the memory). */
async function readAtMost(response: Response, max: number): Promise<Buffer> {
  const reader = response.body?.getReader();
  if (!reader) return Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > max) {
        await reader.cancel().catch(() => undefined);
        throw new WhatsappMediaRefused('too_big');
      }
      chunks.push(value);
    }
  } catch (error) {
    if (error instanceof WhatsappMediaRefused) throw error;
    throw new WhatsappUnavailable('media download: interrupted', { cause: error });
  }
  return Buffer.concat(chunks);
}
