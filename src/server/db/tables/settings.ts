import { boolean, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

// ──────────── Settings, notifications and support ──────────────────────────────
// Per-person preferences, in-app notifications (generated idempotently: one
// row per (person, kind, key), so any number of app servers may generate at
// once) and help-centre contact requests. See
// docs/decisions/0015-notifications-and-account-deletion.md.

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  trialReminders: boolean('trial_reminders').notNull().default(true),
  streakMilestones: boolean('streak_milestones').notNull().default(true),
  weeklySummary: boolean('weekly_summary').notNull().default(true),
  /** Set when the person typed their own targets; cleared when they recompute them from the profile. */
  targetsOverriddenAt: instant('targets_overridden_at'),
  /** The uploaded profile photo in photo storage (re-encoded, no metadata); `users.avatar_url` points at it. */
  avatarStorageKey: text('avatar_storage_key'),
  updatedAt: instant('updated_at').notNull(),
});

export const notifications = pgTable(
  'notifications',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    kind: text('kind', {
      enum: ['trial_ending', 'trial_last_day', 'streak_milestone', 'weekly_summary', 'new_sign_in'],
    }).notNull(),
    /** What makes it unique within its kind (the trial end, the streak start and length, the week). */
    key: text('key').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    link: text('link'),
    createdAt: instant('created_at').notNull(),
    readAt: instant('read_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('notifications_user_kind_key').on(t.userId, t.kind, t.key),
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** 'Fale conosco' requests from the help centre; the person's own are removed with their account. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId)],
);
