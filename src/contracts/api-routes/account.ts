import { z } from 'zod';
import { get, post, put } from '../api-route';
import {
  authProvidersSchema,
  authStatusSchema,
  loginSchema,
  passwordResetConfirmSchema,
  passwordResetAnswerSchema,
  passwordResetRequestSchema,
  signupSchema,
} from '../auth';
import { notMeAnswerSchema, notMeSchema } from '../devices';
import { contactInfoSchema, contactReceiptSchema, contactSchema } from '../help';
import { meSchema } from '../me';
import { onboardingSchema } from '../onboarding';
import { healthSchema, testClockAnswerSchema } from '../operations';
import { passkeyOptionsSchema, passkeySignInSchema } from '../passkeys';
import { pricingSchema } from '../pricing';
import { givenRatingSchema, myRatingSchema, ratingInputSchema, ratingSummarySchema } from '../ratings';
import { secondFactorRequiredSchema, twoFactorSignInSchema } from '../two-factor';

/** Ways in and out, the person, and what anyone may ask (decision 0060: one entry per endpoint). */
export const authApi = {
  providers: get('/api/auth/providers', authProvidersSchema),
  status: get('/api/auth/status', authStatusSchema),
  /** Full-page navigations: a redirect to Google and back. */
  google: get('/api/auth/google', 'other'),
  googleCallback: get('/api/auth/google/callback', 'other'),
  signup: post('/api/auth/signup', meSchema, { request: signupSchema }),
  /** The person, or (two factors on, decision 0042) word that the second step waits. */
  login: post('/api/auth/login', z.union([meSchema, secondFactorRequiredSchema]), { request: loginSchema }),
  logout: post('/api/auth/logout', 'empty'),
  passwordReset: post('/api/auth/password-reset', passwordResetAnswerSchema, {
    request: passwordResetRequestSchema,
  }),
  passwordResetConfirm: post('/api/auth/password-reset/confirm', 'empty', { request: passwordResetConfirmSchema }),
  twoFactor: post('/api/auth/two-factor', meSchema, { request: twoFactorSignInSchema }),
  notMe: post('/api/auth/not-me', notMeAnswerSchema, { request: notMeSchema }),
  passkeyOptions: post('/api/auth/passkey/options', passkeyOptionsSchema),
  passkey: post('/api/auth/passkey', meSchema, { request: passkeySignInSchema }),
};

export const meApi = {
  me: get('/api/me', meSchema),
  onboarding: put('/api/me/onboarding', meSchema, { request: onboardingSchema }),
};

export const publicApi = {
  health: get('/api/health', healthSchema),
  pricing: get('/api/pricing', pricingSchema),
  contactInfo: get('/api/help/contact-info', contactInfoSchema),
  contact: post('/api/help/contact', contactReceiptSchema, { request: contactSchema }),
  ratingSummary: get('/api/ratings/summary', ratingSummarySchema),
};

export const ratingsApi = {
  mine: get('/api/ratings/me', myRatingSchema),
  rate: post('/api/ratings', givenRatingSchema, { request: ratingInputSchema }),
  dismiss: post('/api/ratings/dismiss', 'empty'),
};

/** Mounted only with NODE_ENV=test and TEST_CLOCK_CONTROL=true (the journeys move the server's clock). */
export const testApi = {
  clock: post('/api/test/clock', testClockAnswerSchema),
};
