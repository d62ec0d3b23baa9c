import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { LINK_CODE_RANDOM_BYTES, LINK_CODE_TTL_MS, linkCodeFrom } from '../../../domain/whatsapp/link-code';
import type { Executor } from '../../db/client';
import { whatsappLinkCodes, whatsappLinks } from '../../db/schema';

export const hashCode = (code: string) =>
  createHash('sha256')
    .update(`whatsapp-link:${code.replace(/-/g, '').toUpperCase()}`)
    .digest('hex');
export const hashPhone = (phone: string) => createHash('sha256').update(`whatsapp-phone:${phone}`).digest('hex');

/** A new code for the person (the previous one stops working); only its hash is kept. */
export async function createLinkCode(db: Executor, userId: string, now: Date) {
  const code = linkCodeFrom(randomBytes(LINK_CODE_RANDOM_BYTES));
  const expiresAt = new Date(now.getTime() + LINK_CODE_TTL_MS);
  await db
    .insert(whatsappLinkCodes)
    .values({ userId, codeHash: hashCode(code), expiresAt, createdAt: now })
    .onConflictDoUpdate({
      target: whatsappLinkCodes.userId,
      set: { codeHash: hashCode(code), expiresAt, createdAt: now },
    });
  return { code, expiresAt };
}

export type LinkOutcome = 'linked' | 'already_linked' | 'linked_elsewhere' | 'invalid_code';

/**
 * The number sent a code: one transaction takes the code (used once), and
 * links the number to its account, replacing a number that account had. A
 * number linked to another account stays where it is until unlinked there.
 */
export async function linkWithCode(db: Executor, phone: string, code: string, now: Date): Promise<LinkOutcome> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(whatsappLinks).where(eq(whatsappLinks.phone, phone));
    const [taken] = await tx
      .delete(whatsappLinkCodes)
      .where(and(eq(whatsappLinkCodes.codeHash, hashCode(code)), gt(whatsappLinkCodes.expiresAt, now)))
      .returning({ userId: whatsappLinkCodes.userId });
    if (!taken) return 'invalid_code';
    if (current) return current.userId === taken.userId ? 'already_linked' : 'linked_elsewhere';
    await tx
      .insert(whatsappLinks)
      .values({ userId: taken.userId, phone, linkedAt: now, lastInboundAt: now })
      .onConflictDoUpdate({
        target: whatsappLinks.userId,
        set: { phone, linkedAt: now, lastInboundAt: now, reminders: false, lastReminder: null },
      });
    return 'linked';
  });
}

export async function findLinkByPhone(db: Executor, phone: string) {
  const [link] = await db.select().from(whatsappLinks).where(eq(whatsappLinks.phone, phone));
  return link ?? null;
}

export async function findLink(db: Executor, userId: string) {
  const [link] = await db.select().from(whatsappLinks).where(eq(whatsappLinks.userId, userId));
  return link ?? null;
}

export async function unlink(db: Executor, userId: string): Promise<boolean> {
  const removed = await db.delete(whatsappLinks).where(eq(whatsappLinks.userId, userId)).returning();
  return removed.length > 0;
}

export async function setReminders(db: Executor, userId: string, reminders: boolean): Promise<boolean> {
  const updated = await db
    .update(whatsappLinks)
    .set({ reminders })
    .where(eq(whatsappLinks.userId, userId))
    .returning({ userId: whatsappLinks.userId });
  return updated.length > 0;
}

/** The person wrote: the 24-hour window of free text starts again. */
export async function touchInbound(db: Executor, userId: string, now: Date) {
  await db
    .update(whatsappLinks)
    .set({ lastInboundAt: sql`greatest(${whatsappLinks.lastInboundAt}, ${now})` })
    .where(eq(whatsappLinks.userId, userId));
}
