import { z } from 'zod';

/** `new_sign_in`: a sign-in from a device the account had not used (decision 0042); the others are scheduled. */
export const notificationKinds = [
  'trial_ending',
  'trial_last_day',
  'streak_milestone',
  'weekly_summary',
  'new_sign_in',
] as const;

export const notificationSchema = z.object({
  id: z.string(),
  kind: z.enum(notificationKinds),
  title: z.string(),
  body: z.string(),
  /** Where the notification leads inside the app (a path), if anywhere. */
  link: z.string().nullable(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
});
export type AppNotification = z.infer<typeof notificationSchema>;

/** GET /api/notifications: the latest notifications, newest first, and how many are unread in all. */
export const notificationListSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListSchema>;
