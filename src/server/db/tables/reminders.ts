import { check, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ReminderChannels, MealTimes } from '../../../contracts/reminders';
import { users } from './users';
import { instant } from './columns';

// ── Web Push and reminders (docs/decisions/0049-push-reminders-and-weekly-review.md) ──────────────
// A person's devices (the browser's PushSubscription: endpoint and keys), what they want to be
// reminded of and where, and one claim per scheduled send so several servers send it once.

/** One row per browser or installed app; an endpoint belongs to whoever subscribed it last. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique('push_subscriptions_endpoint_key'),
    /** The browser's P-256 public key and auth secret (base64url), for the RFC 8291 encryption. */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    deviceName: text('device_name'),
    createdAt: instant('created_at').notNull(),
    lastSentAt: instant('last_sent_at'),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);

/** Absent row: the defaults (contracts/reminders.ts). */
export const reminderSettings = pgTable('reminder_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  channels: jsonb('channels').$type<ReminderChannels>().notNull(),
  /** Times set by hand per meal ("12:30"); a meal absent here uses the time learned from the log. */
  mealTimes: jsonb('meal_times').$type<MealTimes>().notNull(),
  quietFrom: text('quiet_from').notNull(),
  quietTo: text('quiet_to').notNull(),
  dailyCap: integer('daily_cap').notNull(),
  updatedAt: instant('updated_at').notNull(),
});

/** The claim of one reminder on one channel ("meal:2026-11-23:almoco", "push"), taken before it is sent. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    channel: text('channel', { enum: ['push', 'email', 'whatsapp'] }).notNull(),
    localDate: date('local_date', { mode: 'string' }).notNull(),
    /** When the claim was taken (by the server sending it; it fences that server's finish or give-back). */
    sentAt: instant('sent_at').notNull(),
    /** When it went or was refused for good; null while a server is sending it (a lease, decision 0067). */
    doneAt: instant('done_at'),
  },
  (t) => [
    primaryKey({ name: 'reminder_sends_pk', columns: [t.userId, t.key, t.channel] }),
    index('reminder_sends_user_date_idx').on(t.userId, t.localDate),
  ],
);

/**
 * "Sua semana"'s suggestion for one week, as it was sent and shown (decision 0067): written by the model when one
 * is configured (with the figures as its only facts), else by the rules. `figures` is the text the suggestion was
 * written from: when the week's figures change (a meal logged late), the suggestion is written again.
 */
export const weeklySuggestions = pgTable(
  'weekly_suggestions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    weekStart: date('week_start', { mode: 'string' }).notNull(),
    figures: text('figures').notNull(),
    text: text('text').notNull(),
    source: text('source', { enum: ['model', 'rules'] }).notNull(),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [
    primaryKey({ name: 'weekly_suggestions_pk', columns: [t.userId, t.weekStart] }),
    check('weekly_suggestions_source_check', sql`${t.source} IN ('model', 'rules')`),
  ],
);
