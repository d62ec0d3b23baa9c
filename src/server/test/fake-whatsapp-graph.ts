import type { WhatsappSettings } from '../config-whatsapp';
/** The channel's settings the API tests use (apiUrl: the fake's URL, set once it listens). */
export const TEST_WHATSAPP_SETTINGS: WhatsappSettings = {
  apiUrl: '',
  phoneNumberId: '1234567890',
  accessToken: 'token-de-teste',
  appSecret: 'segredo-do-app-de-teste',
  verifyToken: 'verifica-nutri',
  businessNumber: '+5511999990000',
  reminderTemplate: 'lembrete_refeicao',
  templateLanguage: 'pt_BR',
  mediaHosts: [],
};

import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The WhatsApp Cloud API (Graph API) on loopback for tests: records every
 * message sent (POST /{phone-number-id}/messages), serves media
 * (GET /{media-id} → { url }, GET /media-files/{id} → bytes) and can be told
 * to fail the next requests with a status or by not answering (timeouts).
 */
export interface SentRecord {
  to: string;
  type: string;
  text: string | null;
  buttons: Array<{ id: string; title: string }>;
  template: { name: string; language: string; params: string[] } | null;
  body: any;
}

export type Failure = number | 'hang';

/** Where the Graph answer says a media file is, or where its download redirects (tests of the allowed hosts). */
export interface MediaPlacement {
  url?: string;
  redirectTo?: string;
}

export async function startFakeWhatsappGraph(options: { phoneNumberId: string; accessToken: string; port?: number }) {
  const sent: SentRecord[] = [];
  const media = new Map<string, { bytes: Buffer; mimeType: string } & MediaPlacement>();
  const failures: Failure[] = [];
  const requests: string[] = [];
  let nextId = 1;
  let base = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      // For browser journeys, which run in another process: what was sent so far (never part of the real API).
      if (req.method === 'GET' && url.pathname === '/_sent') return json(res, 200, sent);
      requests.push(`${req.method} ${url.pathname}`);
      if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
        return json(res, 401, { error: { message: 'Invalid OAuth access token', code: 190 } });
      }
      const failure = failures.shift();
      if (failure === 'hang') return; // never answers: the client's timeout must end it
      if (typeof failure === 'number') return json(res, failure, { error: { message: 'fake failure', code: failure } });
      if (req.method === 'POST' && url.pathname === `/${options.phoneNumberId}/messages`) {
        const body = JSON.parse(await readBody(req));
        sent.push({
          to: body.to,
          type: body.type,
          text: body.text?.body ?? body.interactive?.body?.text ?? null,
          buttons: (body.interactive?.action?.buttons ?? []).map((b: any) => ({
            id: b.reply.id,
            title: b.reply.title,
          })),
          template: body.template
            ? {
                name: body.template.name,
                language: body.template.language?.code,
                params: (body.template.components?.[0]?.parameters ?? []).map((p: any) => p.text),
              }
            : null,
          body,
        });
        return json(res, 200, {
          messaging_product: 'whatsapp',
          contacts: [{ input: body.to, wa_id: body.to }],
          messages: [{ id: `wamid.fake-out-${nextId++}` }],
        });
      }
      const file = /^\/media-files\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && file) {
        const found = media.get(file[1]!);
        if (!found) return json(res, 404, { error: { message: 'not found' } });
        if (found.redirectTo) return void res.writeHead(302, { location: found.redirectTo }).end();
        res.writeHead(200, { 'content-type': found.mimeType, 'content-length': String(found.bytes.length) });
        return void res.end(found.bytes);
      }
      const info = /^\/(\d+)$/.exec(url.pathname);
      if (req.method === 'GET' && info) {
        const found = media.get(info[1]!);
        if (!found) return json(res, 404, { error: { message: 'media not found' } });
        return json(res, 200, {
          messaging_product: 'whatsapp',
          id: info[1],
          url: found.url ?? `${base}/media-files/${info[1]}`,
          mime_type: found.mimeType,
          file_size: found.bytes.length,
          sha256: 'fake',
        });
      }
      return json(res, 404, { error: { message: 'unknown path' } });
    })();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  base = `http://127.0.0.1:${port}`;
  return {
    url: base,
    sent,
    requests,
    addMedia(id: string, bytes: Buffer, mimeType = 'image/jpeg', placement: MediaPlacement = {}) {
      media.set(id, { bytes, mimeType, ...placement });
    },
    /** The next requests fail, one per entry: a status (500, 429, 400…) or 'hang'. */
    failNext(...next: Failure[]) {
      failures.push(...next);
    },
    reset() {
      sent.length = 0;
      failures.length = 0;
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type FakeWhatsappGraph = Awaited<ReturnType<typeof startFakeWhatsappGraph>>;

/** A server somewhere else than Meta: records what reaches it (and with which Authorization), answers an image. */
export async function startRecordingServer() {
  const requests: Array<{ path: string; authorization: string | null }> = [];
  const server = createServer((req, res) => {
    requests.push({ path: req.url ?? '/', authorization: req.headers.authorization ?? null });
    res.writeHead(200, { 'content-type': 'image/jpeg' }).end(Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // "localhost", not 127.0.0.1: another host than the fake Graph's, as the test of the allowed list needs.
  const url = `http://localhost:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** A webhook delivery as Meta sends it (https://developers.facebook.com/docs/whatsapp/cloud-api/webhooks/payload-examples). */
export function deliveryOf(phoneNumberId: string, messages: unknown[]) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      {
        id: '102290129340398',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              contacts: [{ profile: { name: 'Pessoa' }, wa_id: (messages[0] as any)?.from ?? '' }],
              messages,
            },
          },
        ],
      },
    ],
  };
}

let nextMessage = 1;
export const wamid = () => `wamid.test-${Date.now()}-${nextMessage++}`;

export const textMessage = (from: string, body: string, id = wamid()) => ({
  from,
  id,
  timestamp: '1795640000',
  type: 'text',
  text: { body },
});
export const buttonMessage = (from: string, buttonId: string, title = 'Registrar', id = wamid()) => ({
  from,
  id,
  timestamp: '1795640000',
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id: buttonId, title } },
});
export const imageMessage = (from: string, mediaId: string, caption?: string, id = wamid()) => ({
  from,
  id,
  timestamp: '1795640000',
  type: 'image',
  image: { id: mediaId, mime_type: 'image/jpeg', sha256: 'x', ...(caption ? { caption } : {}) },
});
