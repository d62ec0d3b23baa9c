import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3-compatible server on loopback for tests: path-style PUT, GET and
 * DELETE of objects in one bucket, AWS Signature Version 4 checked on every
 * request (so a wrong secret fails as it would on the real service), and S3's
 * XML error bodies (NoSuchKey, NoSuchBucket, SignatureDoesNotMatch).
 * Reference: Amazon S3 API Reference, "Authenticating Requests (AWS Signature Version 4)".
 */
export async function startFakeS3(options: {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  port?: number;
}) {
  const objects = new Map<string, { body: Buffer; contentType: string }>();
  const requests: Array<{ method: string; path: string }> = [];

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => handle(req, Buffer.concat(chunks), res));
  });

  function handle(req: IncomingMessage, body: Buffer, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    requests.push({ method: req.method ?? '', path: url.pathname });
    if (!signatureMatches(req, url, body, options.secretAccessKey, options.accessKeyId)) {
      return xmlError(res, 403, 'SignatureDoesNotMatch', 'The request signature we calculated does not match.');
    }
    const [, bucket, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    if (bucket !== options.bucket) return xmlError(res, 404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (req.method === 'PUT') {
      objects.set(key, { body, contentType: String(req.headers['content-type'] ?? 'binary/octet-stream') });
      res.writeHead(200, { ETag: `"${createHash('md5').update(body).digest('hex')}"` });
      return res.end();
    }
    if (req.method === 'GET') {
      const object = objects.get(key);
      if (!object) return xmlError(res, 404, 'NoSuchKey', 'The specified key does not exist.');
      res.writeHead(200, { 'Content-Type': object.contentType, 'Content-Length': object.body.length });
      return res.end(object.body);
    }
    if (req.method === 'DELETE') {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    return xmlError(res, 405, 'MethodNotAllowed', 'The specified method is not allowed.');
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function xmlError(res: ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

function signatureMatches(req: IncomingMessage, url: URL, body: Buffer, secret: string, accessKeyId: string): boolean {
  const auth = String(req.headers.authorization ?? '');
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return false;
  const [, keyId, day, region, signedHeaders, signature] = match as unknown as string[];
  if (keyId !== accessKeyId) return false;
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return false;
  }
  const headerNames = signedHeaders!.split(';');
  const canonicalHeaders = headerNames
    .map(
      (name) =>
        `${name}:${String(req.headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = [
    'AWS4-HMAC-SHA256',
    String(req.headers['x-amz-date'] ?? ''),
    scope,
    createHash('sha256').update(canonicalRequest).digest('hex'),
  ].join('\n');
  const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secret}`, day!), region!), 's3'), 'aws4_request');
  const expected = createHmac('sha256', signingKey).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature!, 'hex'));
}
