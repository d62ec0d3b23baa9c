import { pushApi, remindersApi } from '@/contracts/api-routes/channels';
import type { PushSubscriptionInput } from '@/contracts/push';
import type { ReminderSettings } from '@/contracts/reminders';
import { api } from '@/web/lib/api-client';

export const fetchPublicKey = () => api(pushApi.publicKey);

export const fetchPushDevices = () => api(pushApi.devices);

export const addPushDevice = (subscription: PushSubscriptionInput) => api(pushApi.subscribe, { body: subscription });

export const removePushDevice = (id: string): Promise<undefined> => api(pushApi.unsubscribe, { params: { id } });

export const sendTestPush = () => api(pushApi.test);

export const fetchReminderSettings = () => api(remindersApi.settings);

export const saveReminderSettings = (settings: ReminderSettings) => api(remindersApi.saveSettings, { body: settings });
