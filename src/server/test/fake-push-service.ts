import { createDecipheriv, createECDH, createHmac, createPublicKey, randomBytes, verify } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A push service on loopback for tests (docs/decisions/0049-push-reminders-and-weekly-review.md), speaking
 * the real protocol: it hands out subscriptions as a browser would (its own P-256 key pair and auth secret),
 * and on each POST it checks the VAPID authorisation (RFC 8292: `vapid t=<JWT>, k=<key>`, an ES256 JWT whose
 * `aud` is this origin, `exp` within 24 hours and `sub` a mailto:/https: URI, signed by the server's public
 * key) and decrypts the aes128gcm body (RFC 8188 with the keys of RFC 8291) with the subscription's private
 * key, recording the plaintext. It answers 201, or what a test told it to (410 for a revoked subscription).
 */
export interface FakeSubscription {
  id: string;
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export interface DeliveredPush {
  subscriptionId: string;
  payload: unknown;
  ttl: number;
  urgency: string | null;
  claims: { aud: string; exp: number; sub: string };
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
}

export async function startFakePushService(options: { vapidPublicKey?: string; port?: number } = {}) {
  const subscriptions = new Map<string, Held>();
  const answers = new Map<string, number>();
  const delivered: DeliveredPush[] = [];
  const refused: Array<{ subscriptionId: string; reason: string }> = [];
  let expectedKey = options.vapidPublicKey ?? null;
  let nextId = 1;
  let origin = '';

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      // For browser journeys, which run in another process (never part of the protocol).
      if (req.method === 'GET' && url.pathname === '/_delivered') return json(res, 200, delivered);
      if (req.method === 'POST' && url.pathname === '/_subscribe') return json(res, 201, subscribe());
      const match = /^\/push\/([\w-]+)$/.exec(url.pathname);
      const held = match ? subscriptions.get(match[1]!) : undefined;
      if (req.method !== 'POST' || !match || !held) return json(res, 404, { reason: 'no such subscription' });
      const id = match[1]!;
      const body = await readBody(req);
      const answer = answers.get(id);
      if (answer) return json(res, answer, { reason: 'told to' });
      const claims = checkVapid(req.headers.authorization, origin, expectedKey);
      if (typeof claims === 'string') {
        refused.push({ subscriptionId: id, reason: claims });
        return json(res, 403, { reason: claims });
      }
      if (req.headers['content-encoding'] !== 'aes128gcm') return json(res, 415, { reason: 'aes128gcm only' });
      const ttl = Number(req.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) return json(res, 400, { reason: 'TTL header missing' });
      let plaintext: string;
      try {
        plaintext = decryptAes128gcm(body, held).toString('utf8');
      } catch (error) {
        refused.push({ subscriptionId: id, reason: `decryption: ${(error as Error).message}` });
        return json(res, 400, { reason: 'cannot decrypt' });
      }
      delivered.push({
        subscriptionId: id,
        payload: JSON.parse(plaintext),
        ttl,
        urgency: (req.headers.urgency as string | undefined) ?? null,
        claims,
      });
      res.writeHead(201, { location: `${origin}/message/${delivered.length}` }).end();
    })().catch((error: unknown) => json(res, 500, { reason: String(error) }));
  });

  function subscribe(): FakeSubscription {
    const id = `s${nextId++}-${randomBytes(6).toString('hex')}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = randomBytes(16);
    subscriptions.set(id, { ecdh, auth });
    return {
      id,
      endpoint: `${origin}/push/${id}`,
      keys: { p256dh: ecdh.getPublicKey('base64url'), auth: auth.toString('base64url') },
    };
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    subscribe,
    delivered,
    refused,
    /** Every later push to this subscription gets this status (410: revoked, 404: expired, 503: down). */
    answerWith: (id: string, status: number) => answers.set(id, status),
    expectKey: (key: string) => (expectedKey = key),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakePushService = Awaited<ReturnType<typeof startFakePushService>>;

/** RFC 8292 § 3: `Authorization: vapid t=<JWT>, k=<public key>`; the claims when valid, else why not. */
function checkVapid(header: string | undefined, origin: string, expectedKey: string | null) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) return 'no vapid authorization';
  const [, jwt, key] = match as unknown as [string, string, string];
  if (expectedKey && key !== expectedKey) return 'unexpected VAPID key';
  const [head, body, signature] = jwt.split('.') as [string, string, string];
  const header64 = JSON.parse(Buffer.from(head, 'base64url').toString('utf8'));
  if (header64.alg !== 'ES256' || header64.typ !== 'JWT') return 'JWT is not ES256';
  const raw = Buffer.from(key, 'base64url');
  if (raw.length !== 65 || raw[0] !== 4) return 'k is not an uncompressed P-256 point';
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  const ok = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) return 'bad JWT signature';
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (claims.aud !== origin) return `aud ${claims.aud} is not ${origin}`;
  const now = Math.floor(Date.now() / 1000);
  // RFC 8292 § 2: exp no more than 24 hours away.
  if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 3600) return 'bad exp';
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return 'bad sub';
  return claims as { aud: string; exp: number; sub: string };
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

/** RFC 8291 § 3.4 and RFC 8188 § 2: one record (push messages are at most 4096 bytes). */
function decryptAes128gcm(body: Buffer, held: Held): Buffer {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (idLength !== 65) throw new Error('keyid is not the sender public key');
  if (record.length > recordSize) throw new Error('more than one record');
  const ecdhSecret = held.ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), held.ecdh.getPublicKey(), senderKey]);
  const ikm = hmac(hmac(held.auth, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
  const prk = hmac(salt, ikm);
  const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's padding: a 0x02 delimiter followed by zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end);
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}
