import { Hono } from 'hono';
import {
  passkeyRegistrationSchema,
  passkeyRegistrationStartSchema,
  passkeyRenameSchema,
  passkeySignInSchema,
} from '../../../contracts/passkeys';
import type { AppEnv } from '../../http/app-env';
import { type CookiePolicy, setSessionCookie } from '../../http/session';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import { uuidParam } from '../../http/uuid-param';
import { readDeviceToken, setDeviceCookie } from '../devices/device-cookie';
import type { Deps } from '../deps';
import { getMe } from '../me/get-me';
import { passkeyList, removeOwnPasskey, renameOwnPasskey } from './manage-passkeys';
import { finishPasskeyRegistration, startPasskeyRegistration } from './register-passkey';
import { passkeySignInOptions, signInWithPasskey } from './sign-in-with-passkey';

/**
 * /api/settings/passkeys (decision 0052): list, add (options, then the
 * authenticator's answer), rename, remove. Cookie session only; mutations pass
 * the same-origin check like every other.
 */
export function passkeySettingsRoutes(deps: Deps) {
  return new Hono<AppEnv>()
    .get('/', async (c) => c.json(await passkeyList(deps, requireSession(c))))
    .post('/registration/options', async (c) => {
      const session = requireSession(c);
      const input = await readJson(c, passkeyRegistrationStartSchema);
      return c.json(await startPasskeyRegistration(deps, session, input));
    })
    .post('/registration', async (c) => {
      const session = requireSession(c);
      const input = await readJson(c, passkeyRegistrationSchema);
      return c.json(await finishPasskeyRegistration(deps, session, input, c.req.header('user-agent')), 201);
    })
    .patch('/:id', async (c) => {
      const session = requireSession(c);
      const { name } = await readJson(c, passkeyRenameSchema);
      return c.json(await renameOwnPasskey(deps, session, uuidParam(c.req.param('id'), 'passkey'), name));
    })
    .delete('/:id', async (c) => {
      await removeOwnPasskey(deps, requireSession(c), uuidParam(c.req.param('id'), 'passkey'));
      return c.body(null, 204);
    });
}

/** /api/auth/passkey: "Entrar com passkey", with no e-mail and no password (decision 0052). */
export function passkeySignInRoutes(deps: Deps, cookies: CookiePolicy) {
  return new Hono<AppEnv>()
    .post('/options', async (c) => c.json(await passkeySignInOptions(deps, c.var.clientIp)))
    .post('/', async (c) => {
      const input = await readJson(c, passkeySignInSchema);
      const opened = await signInWithPasskey(deps, input, {
        ip: c.var.clientIp,
        browser: { userAgent: c.req.header('user-agent'), deviceToken: readDeviceToken(c) },
      });
      setSessionCookie(c, opened.token, input.remember, cookies);
      setDeviceCookie(c, opened.deviceToken, cookies);
      return c.json(await getMe(deps.db, opened.userId, deps.clock()));
    });
}
