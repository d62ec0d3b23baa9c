import { accessTokenCreatedSchema, accessTokenCreateSchema, accessTokenListSchema } from '../access-tokens';
import { del, get, patch, post, put } from '../api-route';
import { auditLogPageSchema, auditLogQuerySchema } from '../audit-log';
import { rememberedDevicesSchema } from '../devices';
import { healthConsentGiveSchema, healthConsentStatusSchema } from '../health-consent';
import { meSchema } from '../me';
import { notificationListSchema } from '../notifications';
import { onboardingSchema } from '../onboarding';
import {
  passkeyListSchema,
  passkeyOptionsSchema,
  passkeyRegistrationSchema,
  passkeyRegistrationStartSchema,
  passkeyRenameSchema,
  passkeySchema,
} from '../passkeys';
import {
  activeSessionsSchema,
  emailChangeSchema,
  goalsOverrideSchema,
  identityConfirmationSchema,
  notificationPrefsSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  settingsSchema,
} from '../settings';
import {
  recoveryCodesSchema,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
  twoFactorSetupAnswerSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  twoFactorVerifySchema,
} from '../two-factor';

/** Configurações (decision 0060: one entry per endpoint). */
export const settingsApi = {
  get: get('/api/settings', settingsSchema),
  profile: patch('/api/settings/profile', meSchema, { request: profileUpdateSchema }),
  email: put('/api/settings/email', meSchema, { request: emailChangeSchema }),
  password: put('/api/settings/password', 'empty', { request: passwordChangeSchema }),
  goals: put('/api/settings/goals', meSchema, { request: goalsOverrideSchema }),
  recomputeGoals: post('/api/settings/goals/recompute', meSchema, { request: onboardingSchema }),
  notifications: put('/api/settings/notifications', settingsSchema, { request: notificationPrefsSchema }),
  /** A multipart upload of the picture (field "avatar"). */
  uploadAvatar: put('/api/settings/avatar', meSchema),
  removeAvatar: del('/api/settings/avatar', meSchema),
  /** The picture itself. */
  avatar: get('/api/settings/avatar', 'other'),
  sessions: get('/api/settings/sessions', activeSessionsSchema),
  revokeOtherSessions: post('/api/settings/sessions/revoke-others', 'empty'),
  revokeSession: del('/api/settings/sessions/:id', 'empty'),
};

export const twoFactorApi = {
  status: get('/api/settings/two-factor', twoFactorStatusSchema),
  setup: post('/api/settings/two-factor/setup', twoFactorSetupAnswerSchema, { request: twoFactorSetupSchema }),
  enable: post('/api/settings/two-factor/enable', recoveryCodesSchema, { request: twoFactorEnableSchema }),
  verify: post('/api/settings/two-factor/verify', twoFactorStatusSchema, { request: twoFactorVerifySchema }),
  disable: post('/api/settings/two-factor/disable', 'empty', { request: twoFactorDisableSchema }),
  recoveryCodes: post('/api/settings/two-factor/recovery-codes', recoveryCodesSchema),
};

export const passkeysApi = {
  list: get('/api/settings/passkeys', passkeyListSchema),
  registrationOptions: post('/api/settings/passkeys/registration/options', passkeyOptionsSchema, {
    request: passkeyRegistrationStartSchema,
  }),
  register: post('/api/settings/passkeys/registration', passkeySchema, { request: passkeyRegistrationSchema }),
  rename: patch('/api/settings/passkeys/:id', passkeySchema, { request: passkeyRenameSchema }),
  remove: del('/api/settings/passkeys/:id', 'empty'),
};

export const devicesApi = {
  list: get('/api/settings/devices', rememberedDevicesSchema),
  forget: del('/api/settings/devices/:id', 'empty'),
};

export const accessTokensApi = {
  list: get('/api/settings/tokens', accessTokenListSchema),
  create: post('/api/settings/tokens', accessTokenCreatedSchema, { request: accessTokenCreateSchema }),
  revoke: del('/api/settings/tokens/:id', 'empty'),
};

export const healthConsentApi = {
  status: get('/api/settings/health-consent', healthConsentStatusSchema),
  give: post('/api/settings/health-consent', healthConsentStatusSchema, { request: healthConsentGiveSchema }),
  withdraw: del('/api/settings/health-consent', healthConsentStatusSchema),
};

export const auditLogApi = {
  page: get('/api/settings/audit-log', auditLogPageSchema, { query: auditLogQuerySchema }),
};

export const notificationsApi = {
  list: get('/api/notifications', notificationListSchema),
  readAll: post('/api/notifications/read-all', notificationListSchema),
  read: post('/api/notifications/:id/read', notificationListSchema),
};

/** The account as a whole: its export and its deletion. */
export const accountApi = {
  /** A download (JSON, or ZIP with the photos) the browser opens. */
  export: get('/api/account/export', 'other'),
  delete: del('/api/account', 'empty', { request: identityConfirmationSchema }),
};
