import { randomBytes } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { AppEnv, CurrentSession } from './app-env';
import { unauthenticated } from './app-error';

export const SESSION_COOKIE = 'nutri_session';
/**
 * A random, non-secret mark of one sign-in, readable by the page (not HttpOnly), set and cleared with the
 * session cookie. The installed app opens the signed-in dashboard from its last known copy only when the copy
 * was saved under the same mark (decision 0030, addendum 2026-11-26): another person signing in on this browser,
 * or the same person signing in again, gets a new mark, so no copy of anyone else is ever shown. It proves
 * nothing to the server, which never reads it.
 */
export const SIGN_IN_MARK_COOKIE = 'nutri_signin';
/** "Lembrar de mim" keeps a session 30 days; otherwise it ends with the browser or after 24 h idle. */
export const PERSISTENT_SESSION_MS = 30 * 86_400_000;

/** Finds the live session behind a cookie token (the auth module's store, passed in by the composition root). */
export type FindSession = (token: string, now: Date) => Promise<CurrentSession | null>;

export interface CookiePolicy {
  secure: boolean;
}

/** HttpOnly, SameSite=Lax, Secure under https; no Max-Age unless "Lembrar de mim". */
export function setSessionCookie(c: Context, token: string, persistent: boolean, policy: CookiePolicy): void {
  setCookie(c, SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/',
    ...(persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}),
  });
  // After the session cookie: tests read the first Set-Cookie as the session's.
  setCookie(c, SIGN_IN_MARK_COOKIE, randomBytes(12).toString('base64url'), {
    httpOnly: false,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/',
    ...(persistent ? { maxAge: Math.floor(PERSISTENT_SESSION_MS / 1000) } : {}),
  });
}

export function clearSessionCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGN_IN_MARK_COOKIE, { path: '/', secure: policy.secure, sameSite: 'Lax' });
}

/** Loads the session behind the cookie, if any; routes decide whether they need one. */
export function loadSession(findSession: FindSession, clock: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('session', token && token.length <= 100 ? await findSession(token, clock()) : null);
    await next();
  };
}

export function requireSession(c: Context<AppEnv>): CurrentSession {
  const session = c.var.session;
  if (!session) throw unauthenticated();
  return session;
}
