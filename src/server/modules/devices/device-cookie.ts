import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { CookiePolicy } from '../../http/session';

/**
 * A random id of this browser (decision 0042), set at every sign-in: the
 * database keeps its SHA-256 per account, to tell a new device (an alert) from a
 * known one, and a remembered one (no second step for 30 days). HttpOnly, so
 * no script can read it; only /api needs it.
 */
export const DEVICE_COOKIE = 'nutri_device';
/** 400 days, the longest a browser keeps a cookie (RFC 6265bis §5.5, Chrome since 104). */
const MAX_AGE_SECONDS = 400 * 86_400;

export function readDeviceToken(c: Context): string | undefined {
  const token = getCookie(c, DEVICE_COOKIE);
  return token && /^[A-Za-z0-9_-]{20,100}$/.test(token) ? token : undefined;
}

export function setDeviceCookie(c: Context, token: string, policy: CookiePolicy): void {
  setCookie(c, DEVICE_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure: policy.secure,
    path: '/api',
    maxAge: MAX_AGE_SECONDS,
  });
}
