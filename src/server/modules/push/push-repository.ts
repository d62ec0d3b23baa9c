import { and, asc, eq } from 'drizzle-orm';
import type { PushDevice } from '../../../contracts/push';
import type { Executor } from '../../db/client';
import { pushSubscriptions } from '../../db/schema';

export interface NewSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceName: string | null;
}

/**
 * Stores a device. An endpoint names one browser profile: subscribing it again (new keys, or another person
 * signed in on it) moves it to whoever subscribed last, so a shared browser never notifies the previous person.
 */
export async function saveSubscription(db: Executor, userId: string, sub: NewSubscription, now: Date) {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ userId, ...sub, createdAt: now })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: sub.p256dh, auth: sub.auth, deviceName: sub.deviceName, createdAt: now, lastSentAt: null },
    })
    .returning({ id: pushSubscriptions.id });
  return row!.id;
}

export function subscriptionsOf(db: Executor, userId: string) {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt));
}

export async function listDevices(db: Executor, userId: string): Promise<PushDevice[]> {
  const rows = await subscriptionsOf(db, userId);
  return rows.map((row) => ({
    id: row.id,
    deviceName: row.deviceName,
    createdAt: row.createdAt.toISOString(),
    lastSentAt: row.lastSentAt?.toISOString() ?? null,
    service: new URL(row.endpoint).host,
  }));
}

export async function deleteSubscription(db: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return removed.length > 0;
}
