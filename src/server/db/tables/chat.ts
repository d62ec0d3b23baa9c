import { bigint, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { instant } from './columns';
import { meals } from './meals';

// ── Chat (decision 0016) ──────────────────────────────────────────────────────────
// The virtual nutritionist's conversation, one per person, and the actions
// its replies propose (a meal to log once the person confirms). Kept together
// here so merges with other features stay easy.

/** One message of a person's conversation; `seq` orders it (instants can tie under a fixed clock). */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    role: text('role', { enum: ['user', 'assistant'] }).notNull(),
    text: text('text').notNull(),
    /** Who answered (assistant rows): "offline" or the model's name, with the prompt version. */
    engine: text('engine'),
    createdAt: instant('created_at').notNull(),
  },
  (t) => [index('chat_messages_user_seq_idx').on(t.userId, t.seq)],
);

/** A proposal inside an assistant reply; `confirmed` once the person logged it (the meal it created). */
export const chatActions = pgTable(
  'chat_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => chatMessages.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['log_meal', 'log_water', 'log_weight'] }).notNull(),
    /** The proposal (domain ProposedMeal, ProposedWater or ProposedWeight): figures from the catalog and the person's words, never from a model. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'confirmed'] }).notNull(),
    mealId: uuid('meal_id').references(() => meals.id, { onDelete: 'set null' }),
    createdAt: instant('created_at').notNull(),
    confirmedAt: instant('confirmed_at'),
  },
  (t) => [index('chat_actions_user_message_idx').on(t.userId, t.messageId)],
);
