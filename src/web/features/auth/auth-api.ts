import type { z } from 'zod';
import type {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '@/contracts/auth';
import { apiUrl } from '@/contracts/api-route';
import { authApi, meApi } from '@/contracts/api-routes/account';
import type { Me } from '@/contracts/me';
import { api } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

/** The signed-in person, or null when there is no session (401 is an answer here, not an error). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await api(meApi.me);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const signUp = (body: z.output<typeof signupSchema>) => api(authApi.signup, { body });

/** The signed-in person, or (two factors on, decision 0042) word that the second step waits. */
export const logIn = (body: z.output<typeof loginSchema>) => api(authApi.login, { body });

export async function logOut(): Promise<void> {
  try {
    await api(authApi.logout);
  } catch (error) {
    // No session left to end: the person is logged out either way.
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
  }
}

export const requestPasswordReset = (body: z.output<typeof passwordResetRequestSchema>) =>
  api(authApi.passwordReset, { body });

export const confirmPasswordReset = (body: z.output<typeof passwordResetConfirmSchema>) =>
  api(authApi.passwordResetConfirm, { body });

export const fetchAuthProviders = () => api(authApi.providers);

/** Google sign-in is a full-page navigation: the server redirects to Google and back, already logged in. */
export function googleSignInUrl(next: string | null): string {
  return apiUrl(authApi.google, {}, { next });
}
