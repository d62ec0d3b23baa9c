import { and, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import { ACTION_LABELS, type ChatAction, type ChatMessage } from '../../../contracts/chat';
import type { ProposedAction, ProposedMeal, ProposedWater, ProposedWeight } from '../../../domain/chat/facts';
import type { Executor } from '../../db/client';
import { chatActions, chatMessages } from '../../db/schema';

type MessageRow = typeof chatMessages.$inferSelect;
type ActionRow = typeof chatActions.$inferSelect;

/** Every query here is scoped by `userId`: one person's conversation is never reachable by another. */
export async function insertMessage(
  db: Executor,
  userId: string,
  values: { role: 'user' | 'assistant'; text: string; engine: string | null; now: Date },
): Promise<MessageRow> {
  const [row] = await db
    .insert(chatMessages)
    .values({ userId, role: values.role, text: values.text, engine: values.engine, createdAt: values.now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** The reply and its proposed actions, together or not at all. */
export async function saveReply(
  db: Executor,
  userId: string,
  reply: { text: string; engine: string; actions: ProposedAction[]; now: Date },
): Promise<ChatMessage> {
  return db.transaction(async (tx) => {
    const row = await insertMessage(tx, userId, {
      role: 'assistant',
      text: reply.text,
      engine: reply.engine,
      now: reply.now,
    });
    const actions = reply.actions.length
      ? await tx
          .insert(chatActions)
          .values(
            reply.actions.map((a) => ({
              userId,
              messageId: row.id,
              kind: a.kind,
              payload: a.kind === 'log_meal' ? a.meal : a.kind === 'log_water' ? a.water : a.weight,
              status: 'pending' as const,
              createdAt: reply.now,
            })),
          )
          .returning()
      : [];
    return toDto(row, actions);
  });
}

/** A page of the conversation, oldest first: the `limit` messages before `beforeSeq` (the latest without it). */
export async function listMessages(db: Executor, userId: string, limit: number, beforeSeq?: number) {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), beforeSeq ? lt(chatMessages.seq, beforeSeq) : undefined))
    .orderBy(desc(chatMessages.seq))
    .limit(limit + 1);
  const page = rows.slice(0, limit).reverse();
  const actions = page.length
    ? await db
        .select()
        .from(chatActions)
        .where(
          and(
            eq(chatActions.userId, userId),
            inArray(
              chatActions.messageId,
              page.map((r) => r.id),
            ),
          ),
        )
    : [];
  return {
    items: page.map((row) =>
      toDto(
        row,
        actions.filter((a) => a.messageId === row.id),
      ),
    ),
    nextCursor: rows.length > limit && page[0] ? String(page[0].seq) : null,
  };
}

export async function findMessage(db: Executor, userId: string, id: string): Promise<MessageRow | null> {
  const [row] = await db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), eq(chatMessages.id, id)));
  return row ?? null;
}

export async function hasLaterMessage(db: Executor, userId: string, seq: number): Promise<boolean> {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(eq(chatMessages.userId, userId), gt(chatMessages.seq, seq)))
    .limit(1);
  return Boolean(row);
}

export async function clearConversation(db: Executor, userId: string): Promise<void> {
  await db.delete(chatMessages).where(eq(chatMessages.userId, userId));
}

export function toActionDto(row: ActionRow): ChatAction {
  const common = { id: row.id, label: ACTION_LABELS[row.kind], status: row.status };
  if (row.kind === 'log_water') return { ...common, kind: row.kind, water: row.payload as ProposedWater };
  if (row.kind === 'log_weight') return { ...common, kind: row.kind, weight: row.payload as ProposedWeight };
  return { ...common, kind: row.kind, mealId: row.mealId, meal: row.payload as ProposedMeal };
}

export function toDto(row: MessageRow, actions: ActionRow[]): ChatMessage {
  return {
    id: row.id,
    role: row.role,
    text: row.text,
    actions: actions.map(toActionDto),
    createdAt: row.createdAt.toISOString(),
  };
}
