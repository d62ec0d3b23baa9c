import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * One row per rate-limit counter (decision 0019): `key` names what is counted
 * for whom (`login:email-ip:ana@…|203.0.113.9`), `count` the units taken in the
 * window that ends at `resets_at`. Kept in PostgreSQL so every app server sees
 * the same counts; a single upsert takes a unit, so parallel requests cannot
 * slip past the limit. `subject` is the e-mail or user id a counter is about,
 * so deleting an account forgets its counters (LGPD); expired rows are pruned.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    subject: text('subject'),
    count: integer('count').notNull(),
    resetsAt: instant('resets_at').notNull(),
  },
  (t) => [index('rate_limits_subject_idx').on(t.subject), index('rate_limits_resets_at_idx').on(t.resetsAt)],
);
