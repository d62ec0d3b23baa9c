import { Hono } from 'hono';
import {
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupSchema,
  twoFactorVerifySchema,
} from '../../../contracts/two-factor';
import type { AppEnv } from '../../http/app-env';
import { requireSession } from '../../http/session';
import { readJson } from '../../http/validate';
import {
  disableTwoFactor,
  enableTwoFactor,
  regenerateRecoveryCodes,
  startTwoFactorSetup,
  twoFactorStatus,
  verifySecondFactor,
  type ManageDeps,
} from './manage-two-factor';

/**
 * /api/settings/two-factor: "Verificação em duas etapas" (decision 0042).
 * Cookie session only; mutations pass the same-origin check like every other.
 */
export function twoFactorRoutes(deps: ManageDeps) {
  return (
    new Hono<AppEnv>()
      .get('/', async (c) => c.json(await twoFactorStatus(deps, requireSession(c))))
      .post('/setup', async (c) => {
        const session = requireSession(c);
        const input = await readJson(c, twoFactorSetupSchema);
        return c.json(await startTwoFactorSetup(deps, session, input));
      })
      .post('/enable', async (c) => {
        const session = requireSession(c);
        const { code } = await readJson(c, twoFactorEnableSchema);
        return c.json(await enableTwoFactor(deps, session, code));
      })
      .post('/verify', async (c) => {
        const session = requireSession(c);
        const { code } = await readJson(c, twoFactorVerifySchema);
        return c.json(await verifySecondFactor(deps, session, code));
      })
      // New recovery codes, the old ones void (a sensitive action: a fresh second factor, decision 0052).
      .post('/recovery-codes', async (c) => c.json(await regenerateRecoveryCodes(deps, requireSession(c))))
      .post('/disable', async (c) => {
        const session = requireSession(c);
        await disableTwoFactor(deps, session, await readJson(c, twoFactorDisableSchema));
        return c.body(null, 204);
      })
  );
}
