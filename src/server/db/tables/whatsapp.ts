import { boolean, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { instant } from './columns';

// ── WhatsApp channel (docs/decisions/0032-whatsapp-channel.md) ─────────────────
// A person's number (personal data: exported, deleted with the account), the
// one-time code that links it, the queue of deliveries from Meta's webhook and
// the once-a-day note to numbers that are not linked (kept by hash only).

/** One number per account and one account per number; `reminders` is off until the person turns it on. */
export const whatsappLinks = pgTable('whatsapp_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The WhatsApp id Meta sends as `from`: the number in international form, digits only ("5511987654321"). */
  phone: text('phone').notNull().unique('whatsapp_links_phone_key'),
  linkedAt: instant('linked_at').notNull(),
  reminders: boolean('reminders').notNull().default(false),
  /** The person's last message: free text may be sent for 24 hours after it, templates only afterwards. */
  lastInboundAt: instant('last_inbound_at'),
  /** The last reminder sent, "2026-11-22:almoco": at most one per meal and day, even with several servers. */
  lastReminder: text('last_reminder'),
});

/** The code shown in Settings, as a SHA-256 (it is random and short-lived, so a fast hash is enough). */
export const whatsappLinkCodes = pgTable('whatsapp_link_codes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique('whatsapp_link_codes_code_hash_key'),
  expiresAt: instant('expires_at').notNull(),
  createdAt: instant('created_at').notNull(),
});

/**
 * Webhook deliveries, one row per WhatsApp message id (Meta may deliver one
 * more than once): stored before the 200, worked by the job on any server
 * (claimed with FOR UPDATE SKIP LOCKED and a lease). `reply` is what to send,
 * computed once, so a retry after a failed send never analyses or logs twice.
 * Done rows keep only the id (to recognise a late duplicate) and are pruned.
 */
export const whatsappInbox = pgTable(
  'whatsapp_inbox',
  {
    messageId: text('message_id').primaryKey(),
    /** Cleared once done (data minimisation). */
    phone: text('phone'),
    /** The linked person, once known: their rows go with the account. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    message: jsonb('message'),
    reply: jsonb('reply'),
    status: text('status', { enum: ['pending', 'done', 'failed'] }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: instant('next_attempt_at').notNull(),
    lockedUntil: instant('locked_until'),
    receivedAt: instant('received_at').notNull(),
    doneAt: instant('done_at'),
  },
  (t) => [index('whatsapp_inbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/** "Este número não está conectado": at most once a day per number, known only by its hash. */
export const whatsappUnlinkedNotices = pgTable('whatsapp_unlinked_notices', {
  phoneHash: text('phone_hash').primaryKey(),
  sentOn: date('sent_on', { mode: 'string' }).notNull(),
});
