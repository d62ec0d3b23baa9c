import { bigint, index, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { AUDIT_EVENT_KINDS } from '../../../contracts/audit-log';
import { instant } from './columns';
import { users } from './users';

/**
 * What happened to the account, as the person sees it in "Atividade da conta"
 * (docs/decisions/0046-lgpd-health-data.md). `detail` is a short label shown
 * with the event (a browser, a token's name); `subject` is what the event is
 * about (a token's id), so a token's use is kept at most once an hour.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').defaultRandom().notNull(),
    /** Orders events of the same instant in the order they were written. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    kind: text('kind', { enum: AUDIT_EVENT_KINDS }).notNull(),
    at: instant('at').notNull(),
    detail: text('detail'),
    subject: text('subject'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('audit_events_user_id_at_idx').on(t.userId, t.at.desc())],
);
