import type { AccessTokenCreate } from '@/contracts/access-tokens';
import { accessTokensApi, settingsApi } from '@/contracts/api-routes/settings';
import type {
  EmailChange,
  GoalsOverride,
  NotificationPrefs,
  PasswordChange,
  ProfileUpdate,
} from '@/contracts/settings';
import { api } from '@/web/lib/api-client';
import type { OnboardingFormOutput } from '../onboarding/onboarding-form-schema';

export const fetchSettings = () => api(settingsApi.get);

export const updateProfile = (body: ProfileUpdate) => api(settingsApi.profile, { body });

export const changeEmail = (body: EmailChange) => api(settingsApi.email, { body });

export const changePassword = (body: PasswordChange) => api(settingsApi.password, { body });

export const fetchSessions = () => api(settingsApi.sessions);

export const revokeOtherSessions = () => api(settingsApi.revokeOtherSessions);

export const revokeSession = (id: string) => api(settingsApi.revokeSession, { params: { id } });

export const overrideGoals = (body: GoalsOverride) => api(settingsApi.goals, { body });

export const recomputeGoals = (body: OnboardingFormOutput) => api(settingsApi.recomputeGoals, { body });

export const saveNotificationPrefs = (body: NotificationPrefs) => api(settingsApi.notifications, { body });

export const fetchAccessTokens = () => api(accessTokensApi.list);

export const createAccessToken = (body: AccessTokenCreate) => api(accessTokensApi.create, { body });

export const revokeAccessToken = (id: string) => api(accessTokensApi.revoke, { params: { id } });
