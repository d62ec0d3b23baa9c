import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import type { ReadReplica } from '../db/read-replica';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { SESSION_COOKIE } from './session';

/**
 * Marks the person's last write, so their own reads skip the replica until it has surely caught up
 * (read-your-writes, decision 0050). A signed cookie rather than a row: every app server can check it without
 * asking the primary (which is what a replica is meant to spare), and it costs nothing to a person who only
 * reads. Not HttpOnly-sensitive (it holds a time), but HttpOnly all the same: the page has no use for it.
 */
export const WROTE_COOKIE = 'nutri_escrita';

export interface LagTolerantReads {
  /** Runs `read` on the replica when that is safe for this request, else on the primary (see `pick`). */
  run<T>(c: Context<AppEnv>, read: (db: Database) => Promise<T>): Promise<T>;
  /** After a successful write by a signed-in person (replica configured): sets the cookie. */
  markWrites: MiddlewareHandler<AppEnv>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The cookie's value: when the person wrote, signed with SESSION_SECRET for that person. */
export function writeMark(secret: string, at: number, userId: string): string {
  const mac = createHmac('sha256', secret).update(`escrita:${at}:${userId}`).digest('base64url').slice(0, 32);
  return `${at}.${mac}`;
}

/** Without a replica every read is on the primary and nothing is marked. */
export function primaryOnly(primary: Database): LagTolerantReads {
  return { run: (_c, read) => read(primary), markWrites: (_c, next) => next() };
}

export function lagTolerantReads(options: {
  primary: Database;
  replica: ReadReplica;
  secret: string;
  secure: boolean;
  /** Real time, not the app's clock: replication lag happens in real time. */
  now?: () => number;
  onFallback?: (error: unknown) => void;
  /** The person behind a session token: a sign-in (sign-up, login, Google, passkey) began without a session. */
  personOf?: (token: string) => Promise<string | null>;
}): LagTolerantReads {
  const { primary, replica, secret, secure, now = Date.now } = options;
  const sign = (at: number, userId: string) => writeMark(secret, at, userId).split('.')[1]!;

  function wroteRecently(c: Context<AppEnv>): boolean {
    const session = c.var.session;
    const value = getCookie(c, WROTE_COOKIE);
    if (!session || !value) return false;
    const [atText, mac] = value.split('.');
    const at = Number(atText);
    if (!Number.isSafeInteger(at) || !mac) return false;
    const expected = Buffer.from(sign(at, session.user.id));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return false;
    // A time in the future (another server's clock ahead) counts as now.
    return now() - at < replica.staleForMs;
  }

  async function signedIn(c: Context<AppEnv>): Promise<string | null> {
    const prefix = `${SESSION_COOKIE}=`;
    const line = c.res.headers.getSetCookie().find((l) => l.startsWith(prefix));
    const token = line?.slice(prefix.length).split(';')[0];
    return token && options.personOf ? options.personOf(token) : null;
  }

  return {
    async run(c, read) {
      if (!replica.usable() || wroteRecently(c)) return read(primary);
      try {
        return await read(replica.db);
      } catch (error) {
        // A 4xx is the answer; anything else is most likely the replica going away: the primary answers instead.
        if (error instanceof AppError) throw error;
        replica.markDown(`leitura falhou: ${(error as Error).message}`);
        options.onFallback?.(error);
        return read(primary);
      }
    },
    async markWrites(c, next) {
      await next();
      if (SAFE_METHODS.has(c.req.method) || c.res.status >= 400) return;
      // A sign-in wrote the person's account or session on the primary: their first reads must see it too.
      const userId = c.var.session?.user.id ?? (await signedIn(c));
      if (!userId) return;
      const at = now();
      setCookie(c, WROTE_COOKIE, writeMark(secret, at, userId), {
        httpOnly: true,
        sameSite: 'Lax',
        secure,
        path: '/api',
        maxAge: Math.ceil(replica.staleForMs / 1000),
      });
    },
  };
}

/** A lag-tolerant read of a route: on the replica when `deps.reads` allows it, else on `deps.db`. */
export function readLagTolerant<T>(
  deps: { db: Database; reads?: LagTolerantReads },
  c: Context<AppEnv>,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  return deps.reads ? deps.reads.run(c, read) : read(deps.db);
}
