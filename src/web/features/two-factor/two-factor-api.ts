import { authApi } from '@/contracts/api-routes/account';
import { twoFactorApi } from '@/contracts/api-routes/settings';
import type { IdentityConfirmation } from '@/contracts/settings';
import type { TwoFactorDisable, TwoFactorEnable, TwoFactorSignIn, TwoFactorVerify } from '@/contracts/two-factor';
import { api } from '@/web/lib/api-client';

export const fetchTwoFactorStatus = () => api(twoFactorApi.status);

export const startTwoFactorSetup = (body: IdentityConfirmation) => api(twoFactorApi.setup, { body });

export const enableTwoFactor = (body: TwoFactorEnable) => api(twoFactorApi.enable, { body });

/** Ten new recovery codes; the old ones stop working (needs a code of the last 10 minutes). */
export const regenerateRecoveryCodes = () => api(twoFactorApi.recoveryCodes);

export const verifySecondFactor = (body: TwoFactorVerify) => api(twoFactorApi.verify, { body });

export const disableTwoFactor = (body: TwoFactorDisable) => api(twoFactorApi.disable, { body });

/** The second step of a sign-in: the pending sign-in travels in its HttpOnly cookie. */
export const signInWithCode = (body: TwoFactorSignIn) => api(authApi.twoFactor, { body });
