import { and, asc, count, eq, or, lt, sql } from 'drizzle-orm';
import type { Passkey } from '../../../contracts/passkeys';
import type { PasskeyTransport } from '../../../domain/credentials/passkeys';
import type { Executor } from '../../db/client';
import { passkeys } from '../../db/schema';

export type PasskeyRow = typeof passkeys.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toPasskeyDto(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    backedUp: row.backedUp,
  };
}

/** The person's passkeys, oldest first (the order they were added). */
export async function listPasskeys(db: Executor, userId: string): Promise<PasskeyRow[]> {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function countPasskeys(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return Number(row?.n ?? 0);
}

/** Any passkey's, by the credential id the browser sends back at sign-in. */
export async function findByCredentialId(db: Executor, credentialId: string): Promise<PasskeyRow | null> {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row ?? null;
}

/** Adds a passkey; null when its credential id is already stored (this account's or another's). */
export async function insertPasskey(
  db: Executor,
  row: {
    userId: string;
    credentialId: string;
    publicKey: string;
    userHandle: string;
    counter: number;
    transports: PasskeyTransport[];
    backedUp: boolean;
    name: string;
    createdAt: Date;
  },
): Promise<PasskeyRow | null> {
  const [saved] = await db.insert(passkeys).values(row).onConflictDoNothing().returning();
  return saved ?? null;
}

/** Renames one of the person's own passkeys; null when there is none of that id (or it is another person's). */
export async function renamePasskey(db: Executor, userId: string, id: string, name: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .update(passkeys)
    .set({ name })
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deletePasskey(db: Executor, userId: string, id: string): Promise<PasskeyRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .delete(passkeys)
    .where(and(eq(passkeys.userId, userId), eq(passkeys.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteEveryPasskey(db: Executor, userId: string): Promise<number> {
  const gone = await db.delete(passkeys).where(eq(passkeys.userId, userId)).returning({ id: passkeys.id });
  return gone.length;
}

/**
 * Records a sign-in's signature counter, only forward (WebAuthn L3 §7.2 step
 * 21): a counter that goes back means a cloned authenticator. Passkeys that do
 * not count (synced ones report 0 every time) stay at 0. False: refused.
 */
export async function recordPasskeyUse(db: Executor, row: PasskeyRow, newCounter: number, now: Date) {
  const used = await db
    .update(passkeys)
    .set({ counter: newCounter, lastUsedAt: now })
    .where(
      and(
        eq(passkeys.credentialId, row.credentialId),
        or(lt(passkeys.counter, newCounter), and(eq(passkeys.counter, 0), sql`${newCounter} = 0`)),
      ),
    )
    .returning({ id: passkeys.id });
  return used.length > 0;
}
