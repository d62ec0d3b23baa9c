import { createStore, del, entries, set } from 'idb-keyval';
import { mealsApi, waterApi, weightsApi } from '@/contracts/api-routes/food-log';
import { api } from '@/web/lib/api-client';
import { ApiRequestError } from '@/web/lib/api-error';

/**
 * Writes made without a connection wait here, in IndexedDB, until the server has them
 * (docs/decisions/0030-installable-app-and-offline-logging.md). Each carries the
 * Idempotency-Key made when it was queued and sends it on every try, so a retry after a
 * lost answer never saves twice. Items belong to the person who made them: only that
 * person's session sends or sees them.
 */
export type PendingKind = 'meal' | 'water' | 'weight';

export interface PendingWrite {
  /** Also the Idempotency-Key. */
  id: string;
  userId: string;
  kind: PendingKind;
  /** Kept for the items queued before the route table; sending goes by `kind`. */
  path: (typeof CREATES)[PendingKind]['path'];
  body: unknown;
  /** What the person sees in the pending list ("Almoço: arroz, feijão…", "250 mL de água"). */
  label: string;
  queuedAt: string;
  /** The server refused it (a 4xx): kept for the person to read and cancel, never resent. */
  refusal?: string;
}

/** The creates that wait for a connection, from the route table (decision 0060). */
export const CREATES = { meal: mealsApi.create, water: waterApi.log, weight: weightsApi.log } as const;

const store = () => createStore('nutri-offline', 'outbox');
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

export function onOutboxChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface NewWrite {
  /** Made before the first try, so a try whose answer was lost is queued under the same key. */
  id: string;
  userId: string;
  kind: PendingKind;
  body: unknown;
  label: string;
}

export async function enqueue({ id, userId, kind, body, label }: NewWrite): Promise<PendingWrite> {
  const item: PendingWrite = {
    id,
    userId,
    kind,
    path: CREATES[kind].path,
    body,
    label,
    queuedAt: new Date().toISOString(),
  };
  await set(item.id, item, store());
  changed();
  return item;
}

/** The person's pending writes, oldest first. */
export async function pendingWrites(userId: string): Promise<PendingWrite[]> {
  const all = await entries<string, PendingWrite>(store());
  return all
    .map(([, item]) => item)
    .filter((item) => item.userId === userId)
    .sort((a, b) => (a.queuedAt < b.queuedAt ? -1 : a.queuedAt > b.queuedAt ? 1 : 0));
}

/** "Cancelar": the write is dropped before it is sent. */
export async function cancel(id: string): Promise<void> {
  await del(id, store());
  changed();
}

export type FlushResult = 'done' | 'offline' | 'signed-out' | 'server-error';

/**
 * Sends the person's writes in the order they were made, each with its own key. Stops at the first
 * that cannot get through (no connection, 5xx, session over) so order is kept; the caller retries later.
 */
export async function sendPending(userId: string): Promise<{ result: FlushResult; sent: number }> {
  let sent = 0;
  for (const item of await pendingWrites(userId)) {
    if (item.refusal) continue;
    try {
      await api(CREATES[item.kind], { body: item.body as never, headers: { 'Idempotency-Key': item.id } });
      await del(item.id, store());
      sent++;
      changed();
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status === 0) return { result: 'offline', sent };
      if (error.status === 401) return { result: 'signed-out', sent };
      if (error.status >= 500 || error.status === 429) return { result: 'server-error', sent };
      await set(item.id, { ...item, refusal: error.message }, store());
      changed();
    }
  }
  return { result: 'done', sent };
}
