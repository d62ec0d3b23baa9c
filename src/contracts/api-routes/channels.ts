import { del, get, post, put } from '../api-route';
import { chatActionConfirmedSchema, chatHistoryQuerySchema, chatHistorySchema, chatMessageInputSchema } from '../chat';
import {
  pushDevicesSchema,
  pushPublicKeySchema,
  pushSubscribedSchema,
  pushSubscriptionSchema,
  pushTestResultSchema,
} from '../push';
import { reminderSettingsSchema, reminderSettingsViewSchema } from '../reminders';
import { weeklyReviewQuerySchema, weeklyReviewSchema } from '../weekly-review';
import { whatsappLinkCodeSchema, whatsappRemindersSchema, whatsappStatusSchema } from '../whatsapp';

/** The nutritionist's chat and the ways Nutri reaches the person (decision 0060: one entry per endpoint). */
export const chatApi = {
  history: get('/api/chat/messages', chatHistorySchema, { query: chatHistoryQuerySchema }),
  /** The reply as a text/event-stream (src/web/features/chat/chat-api.ts reads it). */
  send: post('/api/chat/messages', 'other', { request: chatMessageInputSchema }),
  retry: post('/api/chat/messages/:id/retry', 'other'),
  clear: del('/api/chat/messages', 'empty'),
  confirmAction: post('/api/chat/actions/:id/confirm', chatActionConfirmedSchema),
};

export const pushApi = {
  publicKey: get('/api/push/public-key', pushPublicKeySchema),
  devices: get('/api/push/subscriptions', pushDevicesSchema),
  subscribe: post('/api/push/subscriptions', pushSubscribedSchema, { request: pushSubscriptionSchema }),
  unsubscribe: del('/api/push/subscriptions/:id', 'empty'),
  test: post('/api/push/test', pushTestResultSchema),
};

export const remindersApi = {
  settings: get('/api/reminders/settings', reminderSettingsViewSchema),
  saveSettings: put('/api/reminders/settings', reminderSettingsViewSchema, { request: reminderSettingsSchema }),
  /** The e-mail's link: an HTML page with one button (RFC 8058 one-click POSTs to the same address). */
  unsubscribePage: get('/api/reminders/unsubscribe', 'other'),
  unsubscribe: post('/api/reminders/unsubscribe', 'other'),
};

export const weeklyReviewApi = {
  week: get('/api/weekly-review', weeklyReviewSchema, { query: weeklyReviewQuerySchema }),
};

export const whatsappApi = {
  status: get('/api/whatsapp', whatsappStatusSchema),
  linkCode: post('/api/whatsapp/link-code', whatsappLinkCodeSchema),
  unlink: del('/api/whatsapp/link', whatsappStatusSchema),
  reminders: put('/api/whatsapp/reminders', whatsappStatusSchema, { request: whatsappRemindersSchema }),
  /** Meta's side: the subscription challenge and the signed deliveries (decision 0032). */
  webhookChallenge: get('/api/whatsapp/webhook', 'other'),
  webhook: post('/api/whatsapp/webhook', 'other'),
};
