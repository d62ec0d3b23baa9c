import { accessTokenCreatedSchema, accessTokenListSchema, type AccessTokenCreate } from '@/contracts/access-tokens';
import { meSchema } from '@/contracts/me';
import {
  activeSessionsSchema,
  settingsSchema,
  type EmailChange,
  type GoalsOverride,
  type NotificationPrefs,
  type PasswordChange,
  type ProfileUpdate,
} from '@/contracts/settings';
import { apiRequest } from '@/web/lib/api-client';
import type { OnboardingFormOutput } from '../onboarding/onboarding-form-schema';

export const fetchSettings = () => apiRequest('GET', '/api/settings', { schema: settingsSchema });

export const updateProfile = (body: ProfileUpdate) =>
  apiRequest('PATCH', '/api/settings/profile', { body, schema: meSchema });

export const changeEmail = (body: EmailChange) => apiRequest('PUT', '/api/settings/email', { body, schema: meSchema });

export const changePassword = (body: PasswordChange) => apiRequest('PUT', '/api/settings/password', { body });

export const fetchSessions = () => apiRequest('GET', '/api/settings/sessions', { schema: activeSessionsSchema });

export const revokeOtherSessions = () => apiRequest('POST', '/api/settings/sessions/revoke-others');

export const revokeSession = (id: string) => apiRequest('DELETE', `/api/settings/sessions/${encodeURIComponent(id)}`);

export const overrideGoals = (body: GoalsOverride) =>
  apiRequest('PUT', '/api/settings/goals', { body, schema: meSchema });

export const recomputeGoals = (body: OnboardingFormOutput) =>
  apiRequest('POST', '/api/settings/goals/recompute', { body, schema: meSchema });

export const saveNotificationPrefs = (body: NotificationPrefs) =>
  apiRequest('PUT', '/api/settings/notifications', { body, schema: settingsSchema });

export const fetchAccessTokens = () => apiRequest('GET', '/api/settings/tokens', { schema: accessTokenListSchema });

export const createAccessToken = (body: AccessTokenCreate) =>
  apiRequest('POST', '/api/settings/tokens', { body, schema: accessTokenCreatedSchema });

export const revokeAccessToken = (id: string) => apiRequest('DELETE', `/api/settings/tokens/${encodeURIComponent(id)}`);
