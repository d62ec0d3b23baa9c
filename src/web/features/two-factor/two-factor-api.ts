import { meSchema } from '@/contracts/me';
import { recoveryCodesSchema, twoFactorSetupAnswerSchema, twoFactorStatusSchema } from '@/contracts/two-factor';
import type { IdentityConfirmation } from '@/contracts/settings';
import type { TwoFactorDisable, TwoFactorEnable, TwoFactorSignIn, TwoFactorVerify } from '@/contracts/two-factor';
import { apiRequest } from '@/web/lib/api-client';

export const fetchTwoFactorStatus = () =>
  apiRequest('GET', '/api/settings/two-factor', { schema: twoFactorStatusSchema });

export const startTwoFactorSetup = (body: IdentityConfirmation) =>
  apiRequest('POST', '/api/settings/two-factor/setup', { body, schema: twoFactorSetupAnswerSchema });

export const enableTwoFactor = (body: TwoFactorEnable) =>
  apiRequest('POST', '/api/settings/two-factor/enable', { body, schema: recoveryCodesSchema });

/** Ten new recovery codes; the old ones stop working (needs a code of the last 10 minutes). */
export const regenerateRecoveryCodes = () =>
  apiRequest('POST', '/api/settings/two-factor/recovery-codes', { schema: recoveryCodesSchema });

export const verifySecondFactor = (body: TwoFactorVerify) =>
  apiRequest('POST', '/api/settings/two-factor/verify', { body, schema: twoFactorStatusSchema });

export const disableTwoFactor = (body: TwoFactorDisable) =>
  apiRequest('POST', '/api/settings/two-factor/disable', { body });

/** The second step of a sign-in: the pending sign-in travels in its HttpOnly cookie. */
export const signInWithCode = (body: TwoFactorSignIn) =>
  apiRequest('POST', '/api/auth/two-factor', { body, schema: meSchema });
