import { integer, pgTable, primaryKey, text, uuid, index } from 'drizzle-orm/pg-core';
import { users } from './users';
import { instant } from './columns';

/**
 * One row per `Idempotency-Key` a person sent on a create (meal, water, weight;
 * docs/decisions/0030-installable-app-and-offline-logging.md). The row is written in the same
 * transaction as what the request creates, so either both exist or neither: a retry
 * with the key finds the first answer (`status`, `response_body` as sent) and replays
 * it. `fingerprint` is a hash of the route and the JSON body, so the key reused for
 * another request is told apart. Keyed by person first: one person's key never meets
 * another's, and deleting the account deletes its keys.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    status: integer('status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: instant('created_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_expires_at_idx').on(t.expiresAt)],
);
