import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener } from 'node:http';
import { Hono } from 'hono';
import { parse as parseCookies } from 'hono/utils/cookie';
import type { Logger } from 'pino';
import { tokenHash } from './modules/credentials/tokens';
import { noStoreByDefault, securityHeaders } from './http/security';
import { SESSION_COOKIE } from './http/session';

/** What a hot route answers: the JSON text and whose it is (for the request log), or null to hand over to Hono. */
export type HotAnswer = { body: string; userId: string | undefined } | null;

export interface HotRequest {
  /** The raw query string after `?` ('' when none). */
  search: string;
  /** SHA-256 of the session cookie as stored, or null without a usable cookie. */
  sessionHash: string | null;
}

export type HotRoute = (request: HotRequest) => Promise<HotAnswer>;

const validRequestId = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The security and cache headers every API answer carries, taken once from
 * the very middleware the Hono app runs (securityHeaders, noStoreByDefault),
 * so a hot answer cannot drift from the others.
 */
export async function apiHeaders(secure: boolean): Promise<OutgoingHttpHeaders> {
  const probe = new Hono()
    .use(securityHeaders(secure))
    .use(noStoreByDefault())
    .get('/', (c) => c.json(null));
  const response = await probe.request('/');
  const headers: OutgoingHttpHeaders = {};
  response.headers.forEach((value, name) => {
    if (name !== 'content-length') headers[name] = value;
  });
  return headers;
}

/**
 * A node:http front for a handful of hot GETs (decision 0023): an exact path
 * with no request body is answered by its `HotRoute` (one prepared statement
 * that checks the session itself) with the same headers, request id and
 * request log line as the Hono app; anything else — another method or path,
 * a route that declines (no session, a session due for its hourly touch,
 * query parameters it does not handle) or that fails — goes to Hono's
 * listener untouched, which answers it as it always did (401, 400, 500 and
 * their logs included). GETs are safe to run twice.
 */
export function withHotRoutes(
  routes: ReadonlyMap<string, HotRoute>,
  options: { log: Logger; headers: OutgoingHttpHeaders },
  fallback: RequestListener,
): RequestListener {
  const { log, headers } = options;
  // Flat [name, value, …] once (node:http takes that form): no object spread per answer.
  const fixed = Object.entries(headers).flatMap(([name, value]) => [name, String(value)]);
  return (req, res) => {
    if (req.method !== 'GET' || req.headers['content-length'] !== undefined || req.headers['transfer-encoding']) {
      return fallback(req, res);
    }
    const url = req.url ?? '';
    const mark = url.indexOf('?');
    const path = mark === -1 ? url : url.slice(0, mark);
    const route = routes.get(path);
    if (!route) return fallback(req, res);
    const started = performance.now();
    route({ search: mark === -1 ? '' : url.slice(mark + 1), sessionHash: sessionHashOf(req) }).then(
      (answer) => {
        if (!answer) return fallback(req, res);
        const incoming = req.headers['x-request-id'];
        const requestId = typeof incoming === 'string' && validRequestId.test(incoming) ? incoming : randomUUID();
        res.writeHead(200, [
          ...fixed,
          'x-request-id',
          requestId,
          'content-length',
          String(Buffer.byteLength(answer.body)),
        ]);
        res.end(answer.body);
        if (log.isLevelEnabled('info')) {
          const ms = Math.round(performance.now() - started);
          log.info({ reqId: requestId, method: 'GET', path, status: 200, ms, userId: answer.userId }, 'request');
        }
      },
      (error: unknown) => {
        log.warn({ err: error, path }, 'rota rápida falhou; respondendo pelo caminho comum');
        fallback(req, res);
      },
    );
  };
}

const COOKIE_PREFIX = `${SESSION_COOKIE}=`;

/**
 * The session cookie's value, read with indexOf (Hono's cookie parser was a visible share of a hot
 * GET's CPU, decision 0023); a value it would decode or unquote (`%`, `"`) goes through that parser,
 * so the answer is always the one `loadSession` reads.
 */
function sessionCookieOf(header: string): string | undefined {
  let at = header.startsWith(COOKIE_PREFIX) ? 0 : header.indexOf(`; ${COOKIE_PREFIX}`);
  if (at === -1) return parseCookies(header, SESSION_COOKIE)[SESSION_COOKIE];
  at += at === 0 ? COOKIE_PREFIX.length : COOKIE_PREFIX.length + 2;
  const end = header.indexOf(';', at);
  const value = header.slice(at, end === -1 ? undefined : end).trim();
  return /[%"\s]/.test(value) || header.indexOf(COOKIE_PREFIX, at) !== -1
    ? parseCookies(header, SESSION_COOKIE)[SESSION_COOKIE]
    : value;
}

function sessionHashOf(req: IncomingMessage): string | null {
  const header = req.headers.cookie;
  if (!header) return null;
  const token = sessionCookieOf(header);
  // As loadSession: a cookie longer than any token we issue is not looked up.
  return token && token.length <= 100 ? tokenHash(token) : null;
}
