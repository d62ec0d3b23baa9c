import { check, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { instant } from './columns';
import { users } from './users';

/**
 * The app's own ratings (migration 0018, docs/decisions/0041-real-ratings-only.md):
 * one row per person. `stars` null means the person said "Agora não" to the
 * prompt — asked once, never again; a rating, once given, is not replaced.
 */
export const appRatings = pgTable(
  'app_ratings',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars'),
    comment: text('comment'),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [check('app_ratings_stars', sql`${t.stars} BETWEEN 1 AND 5`)],
);
