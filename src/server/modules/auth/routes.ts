import { Hono } from 'hono';
import {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '../../../contracts/auth';
import type { AppEnv } from '../../http/app-env';
import { type CookiePolicy, clearSessionCookie, setSessionCookie } from '../../http/session';
import { readJson } from '../../http/validate';
import type { Deps } from '../deps';
import { getMe } from '../me/get-me';
import { googleRoutes } from './google-routes';
import { logIn } from './log-in';
import { requestPasswordReset, resetPassword } from './password-reset';
import { revokeSession } from './session-repository';
import { signUp, type SignupLimits } from './sign-up';

export function authRoutes(deps: Deps & { signupLimits: SignupLimits }, cookies: CookiePolicy & { secret: string }) {
  return (
    new Hono<AppEnv>()
      .post('/signup', async (c) => {
        const data = await readJson(c, signupSchema);
        const { userId, token } = await signUp(deps, data, {
          ip: c.var.clientIp,
          userAgent: c.req.header('user-agent'),
        });
        setSessionCookie(c, token, true, cookies);
        return c.json(await getMe(deps.db, userId, deps.clock()), 201);
      })
      .post('/login', async (c) => {
        const data = await readJson(c, loginSchema);
        const { userId, token } = await logIn(deps, data, {
          ip: c.var.clientIp,
          userAgent: c.req.header('user-agent'),
        });
        setSessionCookie(c, token, data.remember, cookies);
        return c.json(await getMe(deps.db, userId, deps.clock()));
      })
      .post('/logout', async (c) => {
        if (c.var.session) await revokeSession(deps.db, c.var.session.tokenHash);
        clearSessionCookie(c, cookies);
        return c.body(null, 204);
      })
      .post('/password-reset', async (c) => {
        const { email } = await readJson(c, passwordResetRequestSchema);
        await requestPasswordReset(deps, email, c.var.clientIp);
        return c.json(
          { message: 'Se existir uma conta com este e-mail, enviamos um link para redefinir a senha.' },
          202,
        );
      })
      .post('/password-reset/confirm', async (c) => {
        const { token, password } = await readJson(c, passwordResetConfirmSchema);
        await resetPassword(deps, token, password);
        clearSessionCookie(c, cookies);
        return c.body(null, 204);
      })
      .get('/providers', (c) => c.json({ google: deps.google !== null }))
      // For the public landing page: 200 either way, so a logged-out visitor's console stays clean (no 401).
      .get('/status', (c) => {
        c.header('Cache-Control', 'no-store');
        return c.json({ signedIn: c.var.session !== null });
      })
      .route('/google', googleRoutes(deps, cookies))
  );
}
