import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { AppNotification, NotificationList } from '../../../contracts/notifications';
import { dueNotifications } from '../../../domain/notifications/notification-schedule';
import type { Database } from '../../db/client';
import { notifications } from '../../db/schema';
import { notFound } from '../../http/not-found';
import { gatherNotificationFacts, type ReadPast } from './gather-notification-facts';

/** The bell lists the latest 30; older ones stay in the data export. */
const LIST_LIMIT = 30;

/**
 * Stores what is due now. The unique (user_id, kind, key) index with ON
 * CONFLICT DO NOTHING makes this idempotent, also when two app servers (or
 * two tabs) run it at the same moment.
 */
export async function generateNotifications(
  db: Database,
  userId: string,
  now: Date,
  readPast?: ReadPast,
): Promise<void> {
  const facts = await gatherNotificationFacts(db, userId, now, readPast);
  if (!facts) return;
  const due = dueNotifications(facts);
  if (due.length === 0) return;
  await db
    .insert(notifications)
    .values(due.map((n) => ({ ...n, userId, createdAt: now })))
    .onConflictDoNothing({ target: [notifications.userId, notifications.kind, notifications.key] });
}

export async function listNotifications(db: Database, userId: string): Promise<NotificationList> {
  const [rows, [unread]] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(LIST_LIMIT),
    db
      .select({ n: count() })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt))),
  ]);
  return { items: rows.map(toDto), unreadCount: Number(unread?.n ?? 0) };
}

/** Marks one of the person's notifications read; someone else's is "not found". Reading twice keeps the first time. */
export async function markRead(db: Database, userId: string, id: string, now: Date): Promise<void> {
  const [row] = await db
    .select({ readAt: notifications.readAt })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id)));
  if (!row) throw notFound('notification');
  if (row.readAt) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), eq(notifications.id, id), isNull(notifications.readAt)));
}

export async function markAllRead(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
}

function toDto(row: typeof notifications.$inferSelect): AppNotification {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  };
}
