import { and, count, eq, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { knownDevices, pendingSignIns, recoveryCodes, twoFactor } from '../../db/schema';

export type TwoFactorRow = typeof twoFactor.$inferSelect;

export async function findTwoFactor(db: Executor, userId: string): Promise<TwoFactorRow | null> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  return row ?? null;
}

/** Whether the person turned two factors on (a set-up waiting for its first code does not count). */
export async function hasTwoFactor(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactor.userId })
    .from(twoFactor)
    .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)));
  return Boolean(row);
}

/** A new secret waiting for its first code; replaces one still waiting, never one in use. */
export async function savePendingSecret(db: Executor, userId: string, secretSealed: string, now: Date) {
  const saved = await db
    .insert(twoFactor)
    .values({ userId, secretSealed, createdAt: now })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretSealed, createdAt: now, lastUsedStep: 0 },
      setWhere: isNull(twoFactor.enabledAt),
    })
    .returning({ userId: twoFactor.userId });
  return saved.length > 0;
}

/**
 * Accepts the code of `step` once: the row moves only when the step is later
 * than the last one accepted, in one statement, so the same code sent twice
 * (or by two requests at once) wins once. `enabling` is the set-up's first code.
 */
export async function spendStep(db: Executor, userId: string, step: number, enabling: { now: Date } | null) {
  const spent = await db
    .update(twoFactor)
    .set(enabling ? { lastUsedStep: step, enabledAt: enabling.now } : { lastUsedStep: step })
    .where(
      and(
        eq(twoFactor.userId, userId),
        lt(twoFactor.lastUsedStep, step),
        enabling ? isNull(twoFactor.enabledAt) : isNotNull(twoFactor.enabledAt),
      ),
    )
    .returning({ userId: twoFactor.userId });
  return spent.length > 0;
}

export async function replaceRecoveryCodes(db: Executor, userId: string, hashes: string[]) {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.insert(recoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
}

/** Spends one unused recovery code; false when it is unknown or already used. */
export async function spendRecoveryCode(db: Executor, userId: string, codeHash: string, now: Date) {
  const spent = await db
    .update(recoveryCodes)
    .set({ usedAt: now })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)))
    .returning({ userId: recoveryCodes.userId });
  return spent.length > 0;
}

export async function recoveryCodesLeft(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return Number(row?.n ?? 0);
}

/** Two factors off: the secret, the codes, the waiting second steps and every "lembrar este dispositivo" go. */
export async function removeTwoFactor(db: Executor, userId: string) {
  await db.delete(twoFactor).where(eq(twoFactor.userId, userId));
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  await db.update(knownDevices).set({ trustedUntil: null }).where(eq(knownDevices.userId, userId));
}
