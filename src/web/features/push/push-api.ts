import { z } from 'zod';
import { pushDevicesSchema, type PushSubscriptionInput } from '@/contracts/push';
import { reminderSettingsViewSchema, type ReminderSettings } from '@/contracts/reminders';
import { apiRequest } from '@/web/lib/api-client';

export const fetchPublicKey = () =>
  apiRequest('GET', '/api/push/public-key', { schema: z.object({ publicKey: z.string() }) });

export const fetchPushDevices = () => apiRequest('GET', '/api/push/subscriptions', { schema: pushDevicesSchema });

export const addPushDevice = (subscription: PushSubscriptionInput) =>
  apiRequest('POST', '/api/push/subscriptions', { body: subscription, schema: z.object({ id: z.string() }) });

export const removePushDevice = (id: string): Promise<undefined> =>
  apiRequest('DELETE', `/api/push/subscriptions/${id}`);

export const sendTestPush = () =>
  apiRequest('POST', '/api/push/test', { body: {}, schema: z.object({ sent: z.number(), removed: z.number() }) });

export const fetchReminderSettings = () =>
  apiRequest('GET', '/api/reminders/settings', { schema: reminderSettingsViewSchema });

export const saveReminderSettings = (settings: ReminderSettings) =>
  apiRequest('PUT', '/api/reminders/settings', { body: settings, schema: reminderSettingsViewSchema });
