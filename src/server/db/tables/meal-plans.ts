import { date, index, integer, jsonb, pgTable, uuid } from 'drizzle-orm/pg-core';
import { instant } from './columns';
import { users } from './users';

/**
 * Weekly meal plans (migration 0024, docs/decisions/0048-meal-plan.md). The person's latest plan is the
 * current one; `plan` is the domain's MealPlan as generated and edited, `preferences` what it was asked
 * with (restrictions, dislikes, budget, cooking time, region), `checked` the shopping-list lines ticked off, `edits` a counter
 * that gives each regeneration its own draw.
 */
export const mealPlans = pgTable(
  'meal_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    preferences: jsonb('preferences').notNull(),
    plan: jsonb('plan').notNull(),
    checked: jsonb('checked').notNull(),
    edits: integer('edits').notNull(),
    createdAt: instant('created_at').notNull(),
    updatedAt: instant('updated_at').notNull(),
  },
  (t) => [index('meal_plans_user_created_idx').on(t.userId, t.createdAt)],
);
