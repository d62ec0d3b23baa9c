import type { Context, MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Database } from '../db/client';
import { PERSISTENT_SESSION_MS, findSession } from '../modules/auth/session-store';
import type { AppEnv, CurrentSession } from './app-env';
import { unauthenticated } from './app-error';

export const SESSION_COOKIE = 'nutri_session';

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
}

export function clearSessionCookie(c: Context, policy: CookiePolicy): void {
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: policy.secure, httpOnly: true, sameSite: 'Lax' });
}

/** Loads the session behind the cookie, if any; routes decide whether they need one. */
export function loadSession(db: Database, clock: () => Date): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = getCookie(c, SESSION_COOKIE);
    c.set('session', token && token.length <= 100 ? await findSession(db, token, clock()) : null);
    await next();
  };
}

export function requireSession(c: Context<AppEnv>): CurrentSession {
  const session = c.var.session;
  if (!session) throw unauthenticated();
  return session;
}
