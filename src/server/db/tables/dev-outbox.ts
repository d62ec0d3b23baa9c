import { sql } from 'drizzle-orm';
import { jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/** Development outbox: e-mails kept here when no SMTP server is configured. */
export const outboxEmails = pgTable('outbox_emails', {
  id: uuid('id').primaryKey().defaultRandom(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  /** The HTML part and extra headers (List-Unsubscribe), when the e-mail has them (migration 0026). */
  html: text('html'),
  headers: jsonb('headers').$type<Record<string, string>>(),
  createdAt: instant('created_at')
    .notNull()
    .default(sql`now()`),
});
