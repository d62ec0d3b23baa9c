import { z } from 'zod';
import type {
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '@/contracts/auth';
import { authProvidersSchema, passwordResetAnswerSchema } from '@/contracts/auth';
import { secondFactorRequiredSchema } from '@/contracts/two-factor';
import { meSchema, type Me } from '@/contracts/me';
import { apiRequest } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

/** The signed-in person, or null when there is no session (401 is an answer here, not an error). */
export async function fetchMe(): Promise<Me | null> {
  try {
    return await apiRequest('GET', '/api/me', { schema: meSchema });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    throw error;
  }
}

export const signUp = (body: z.output<typeof signupSchema>) =>
  apiRequest('POST', '/api/auth/signup', { body, schema: meSchema });

/** The signed-in person, or (two factors on, decision 0042) word that the second step waits. */
export const logIn = (body: z.output<typeof loginSchema>) =>
  apiRequest('POST', '/api/auth/login', { body, schema: z.union([meSchema, secondFactorRequiredSchema]) });

export async function logOut(): Promise<void> {
  try {
    await apiRequest('POST', '/api/auth/logout');
  } catch (error) {
    // No session left to end: the person is logged out either way.
    if (!(error instanceof ApiRequestError && error.status === 401)) throw error;
  }
}

export const requestPasswordReset = (body: z.output<typeof passwordResetRequestSchema>) =>
  apiRequest('POST', '/api/auth/password-reset', { body, schema: passwordResetAnswerSchema });

export const confirmPasswordReset = (body: z.output<typeof passwordResetConfirmSchema>) =>
  apiRequest('POST', '/api/auth/password-reset/confirm', { body });

export const fetchAuthProviders = () => apiRequest('GET', '/api/auth/providers', { schema: authProvidersSchema });

/** Google sign-in is a full-page navigation: the server redirects to Google and back, already logged in. */
export function googleSignInUrl(next: string | null): string {
  return next ? `/api/auth/google?next=${encodeURIComponent(next)}` : '/api/auth/google';
}
