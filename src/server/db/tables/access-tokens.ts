import { index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * Personal access tokens for AI assistants over MCP (docs/decisions/0033-mcp-server.md).
 * Only the SHA-256 of a token is kept, as for sessions: a leaked table opens
 * nothing. `preview` is the recognisable start shown in Settings ("nutri_pat_AbC1…"),
 * too short to guess the rest. Revoking deletes the row; the account's deletion
 * takes every token with it (ON DELETE CASCADE).
 */
export const accessTokens = pgTable(
  'access_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    scope: text('scope', { enum: ['read', 'read_write'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    preview: text('preview').notNull(),
    createdAt: instant('created_at').notNull(),
    lastUsedAt: instant('last_used_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    uniqueIndex('access_tokens_token_hash_key').on(t.tokenHash),
    index('access_tokens_user_created_idx').on(t.userId, t.createdAt),
  ],
);
