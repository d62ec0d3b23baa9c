import { Hono } from 'hono';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '../../../contracts/auth';
import { notMeSchema } from '../../../contracts/devices';
import { type EmailDelivery, notMeMessage, resetLinkMessage } from '../../../contracts/email-delivery';
import { twoFactorSignInSchema } from '../../../contracts/two-factor';
import type { AppEnv } from '../../http/app-env';
import { type CookiePolicy, clearSessionCookie, setSessionCookie } from '../../http/session';
import { readJson } from '../../http/validate';
import { readDeviceToken, setDeviceCookie } from '../devices/device-cookie';
import { notMe } from './not-me';
import { getMe } from '../me/get-me';
import type { SignInDeps } from './finish-sign-in';
import { secondStep } from './finish-sign-in';
import { googleRoutes } from './google-routes';
import { logIn } from './log-in';
import { requestPasswordReset, resetPassword } from './password-reset';
import { clearPendingCookie, readPendingToken, setPendingCookie } from './pending-sign-ins';
import { revokeSession } from '../credentials/session-repository';
import { signUp, type SignupLimits } from './sign-up';

export function authRoutes(
  deps: SignInDeps & { signupLimits: SignupLimits; emailDelivery: EmailDelivery },
  cookies: CookiePolicy & { secret: string },
) {
  const browserOf = (
    c: { req: { header: (name: string) => string | undefined } },
    deviceToken: string | undefined,
  ) => ({
    userAgent: c.req.header('user-agent'),
    deviceToken,
  });
  return (
    new Hono<AppEnv>()
      .post('/signup', async (c) => {
        const data = await readJson(c, signupSchema);
        const { userId, token, deviceToken } = await signUp(deps, data, {
          ip: c.var.clientIp,
          browser: browserOf(c, readDeviceToken(c)),
        });
        setSessionCookie(c, token, true, cookies);
        setDeviceCookie(c, deviceToken, cookies);
        return c.json(await getMe(deps.db, userId, deps.clock()), 201);
      })
      .post('/login', async (c) => {
        const data = await readJson(c, loginSchema);
        const { userId, outcome } = await logIn(deps, data, {
          ip: c.var.clientIp,
          browser: browserOf(c, readDeviceToken(c)),
        });
        if (outcome.kind === 'second_factor') {
          // No session yet (decision 0042): the code goes to POST /api/auth/two-factor with this cookie.
          setPendingCookie(c, outcome.pendingToken, cookies);
          return c.json({ secondFactorRequired: true as const }, 202);
        }
        setSessionCookie(c, outcome.token, data.remember, cookies);
        setDeviceCookie(c, outcome.deviceToken, cookies);
        return c.json(await getMe(deps.db, userId, deps.clock()));
      })
      .post('/two-factor', async (c) => {
        const data = await readJson(c, twoFactorSignInSchema);
        const opened = await secondStep(deps, readPendingToken(c), {
          ...data,
          browser: browserOf(c, readDeviceToken(c)),
        });
        clearPendingCookie(c, cookies);
        setSessionCookie(c, opened.token, opened.persistent, cookies);
        setDeviceCookie(c, opened.deviceToken, cookies);
        return c.json(await getMe(deps.db, opened.userId, deps.clock()));
      })
      .post('/logout', async (c) => {
        if (c.var.session) await revokeSession(deps.db, c.var.session.tokenHash);
        clearSessionCookie(c, cookies);
        return c.body(null, 204);
      })
      .post('/not-me', async (c) => {
        const { token } = await readJson(c, notMeSchema);
        await notMe(deps, token);
        clearSessionCookie(c, cookies);
        return c.json({ message: notMeMessage(deps.emailDelivery), email: deps.emailDelivery });
      })
      .post('/password-reset', async (c) => {
        const { email } = await readJson(c, passwordResetRequestSchema);
        await requestPasswordReset(deps, email, c.var.clientIp);
        return c.json({ message: resetLinkMessage(deps.emailDelivery), email: deps.emailDelivery }, 202);
      })
      .post('/password-reset/confirm', async (c) => {
        const { token, password } = await readJson(c, passwordResetConfirmSchema);
        await resetPassword(deps, token, password);
        clearSessionCookie(c, cookies);
        return c.body(null, 204);
      })
      .get('/providers', (c) => c.json({ google: deps.google !== null, email: deps.emailDelivery }))
      // For the public landing page: 200 either way, so a logged-out visitor's console stays clean (no 401).
      .get('/status', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ signedIn: c.var.session !== null });
      })
      .route('/google', googleRoutes(deps, cookies))
  );
}
