import { Hono } from 'hono';
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie';
import { z } from 'zod';
import { safeNextPath } from '../../../domain/credentials/safe-next-path';
import type { AppEnv } from '../../http/app-env';
import { AppError } from '../../http/app-error';
import { type CookiePolicy, setSessionCookie } from '../../http/session';
import { readDeviceToken, setDeviceCookie } from '../devices/device-cookie';
import { afterFirstFactor, openSession, type SignInDeps } from './finish-sign-in';
import { googleAccount } from './google-sign-in';
import { setPendingCookie } from './pending-sign-ins';

const FLOW_COOKIE = 'nutri_oauth';
const FLOW_TTL_SECONDS = 600;

const flowSchema = z.object({
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  next: z.string(),
});

/** Where to land after signing in: a path of our own site (never `//evil.example`, `/\t/evil.example`…), else the dashboard. */
const landingPath = (next: string | undefined) => safeNextPath(next) ?? '/dashboard';

/**
 * GET /api/auth/google starts the OpenID Connect flow; the provider returns to
 * /api/auth/google/callback. The flow's state, nonce and PKCE verifier travel
 * in a short-lived signed HttpOnly cookie, so any app server can finish it.
 */
export function googleRoutes(deps: SignInDeps, cookies: CookiePolicy & { secret: string }) {
  const redirectUri = new URL('/api/auth/google/callback', deps.appUrl).toString();
  const requireGoogle = () => {
    if (!deps.google) {
      throw new AppError(
        404,
        'oauth_not_configured',
        'O login com Google não está disponível no Nutri no momento. Entre com e-mail e senha.',
      );
    }
    return deps.google;
  };
  const failed = (c: { redirect: (url: string) => Response }) => c.redirect('/login?erro=google');

  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const google = requireGoogle();
      const { url, checks } = await google.start(redirectUri);
      const flow = JSON.stringify({ ...checks, next: landingPath(c.req.query('next')) });
      await setSignedCookie(c, FLOW_COOKIE, flow, cookies.secret, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: cookies.secure,
        path: '/api/auth/google',
        maxAge: FLOW_TTL_SECONDS,
      });
      return c.redirect(url.toString());
    })
    .get('/callback', async (c) => {
      const google = requireGoogle();
      const raw = await getSignedCookie(c, cookies.secret, FLOW_COOKIE);
      deleteCookie(c, FLOW_COOKIE, { path: '/api/auth/google' });
      const flow = flowSchema.safeParse(raw ? safeJson(raw) : null);
      if (!flow.success) return failed(c);
      let identity;
      try {
        const callbackUrl = new URL(c.req.url);
        const publicUrl = new URL(callbackUrl.pathname + callbackUrl.search, deps.appUrl);
        identity = await google.finish(publicUrl, flow.data);
      } catch (error) {
        c.var.log.warn({ err: error }, 'google sign-in failed');
        return failed(c);
      }
      const { userId, created } = await googleAccount(deps, identity);
      const browser = { userAgent: c.req.header('user-agent'), deviceToken: readDeviceToken(c) };
      // Checked again: a flow cookie signed before a fix must not redirect anywhere either.
      const landing = landingPath(flow.data.next);
      const outcome = created
        ? {
            kind: 'session' as const,
            ...(await openSession(deps, { userId, persistent: true, browser, alert: false, way: null })),
          }
        : await afterFirstFactor(deps, { userId, persistent: true, browser, way: 'sign_in_google' });
      if (outcome.kind === 'second_factor') {
        // Google is the first factor only: an account with two factors still types its code (decision 0042).
        setPendingCookie(c, outcome.pendingToken, cookies);
        return c.redirect(`/login/verificacao?next=${encodeURIComponent(landing)}`);
      }
      setSessionCookie(c, outcome.token, true, cookies);
      setDeviceCookie(c, outcome.deviceToken, cookies);
      return c.redirect(landing);
    });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
