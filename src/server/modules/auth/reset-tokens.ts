import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { passwordResetTokens, users } from '../../db/schema';

/**
 * Ends every reset link of a person not used yet. Called whenever how a person
 * proves who they are changes (a reset, a new password, a new e-mail): a link
 * sent earlier must not set the password again afterwards.
 */
export async function spendResetTokens(db: Executor, userId: string, now: Date): Promise<void> {
  await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
}

/**
 * Spends a valid reset token and, in the same statement, every other pending
 * token of its owner; returns the owner, or null when the token is unknown,
 * used or expired. Two links used at once cannot both win: the second finds
 * its row already spent.
 */
export async function spendResetToken(db: Executor, hash: string, now: Date): Promise<string | null> {
  const owner = db
    .select({ userId: passwordResetTokens.userId })
    .from(passwordResetTokens)
    .where(
      and(
        eq(passwordResetTokens.tokenHash, hash),
        isNull(passwordResetTokens.usedAt),
        gt(passwordResetTokens.expiresAt, now),
      ),
    );
  const spent = await db
    .update(passwordResetTokens)
    .set({ usedAt: now })
    .where(and(inArray(passwordResetTokens.userId, owner), isNull(passwordResetTokens.usedAt)))
    .returning({ tokenHash: passwordResetTokens.tokenHash, userId: passwordResetTokens.userId });
  return spent.find((row) => row.tokenHash === hash)?.userId ?? null;
}

/** Sets a new password hash; every pending reset link of the person stops working. */
export async function setPasswordHash(db: Executor, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await spendResetTokens(db, userId, now);
}
