import { and, desc, eq, gt } from 'drizzle-orm';
import type { RememberedDevice } from '../../../contracts/devices';
import { TRUSTED_DEVICE_MS } from '../../../domain/credentials/second-factor';
import { sameDevice } from '../../../domain/credentials/sign-in-alert';
import { deviceLabel } from '../../../domain/credentials/device-label';
import type { Executor } from '../../db/client';
import { knownDevices } from '../../db/schema';
import { newToken, tokenHash } from '../credentials/tokens';

const findDevice = async (db: Executor, userId: string, token: string) => {
  const [row] = await db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.tokenHash, tokenHash(token))));
  return row ?? null;
};

/** "Lembrar este dispositivo": remembered, not past its 30 days, and still the same browser and system. */
export async function isTrustedDevice(
  db: Executor,
  userId: string,
  token: string | undefined,
  userAgent: string | undefined,
  now: Date,
): Promise<boolean> {
  const row = token ? await findDevice(db, userId, token) : null;
  return Boolean(row?.trustedUntil && row.trustedUntil > now && sameDevice(row.userAgent, userAgent));
}

/**
 * Records the browser of a sign-in under the account and says whether it is
 * new to it: no device cookie, a cookie this account never signed in with,
 * or one now carried by another browser or system (which also loses its
 * "lembrar", if any). `trust` remembers it for 30 days.
 */
export async function recordSignInDevice(
  db: Executor,
  input: { userId: string; token: string | undefined; userAgent: string | undefined; now: Date; trust: boolean },
): Promise<{ token: string; isNew: boolean }> {
  const token = input.token ?? newToken();
  const userAgent = input.userAgent?.slice(0, 300) ?? null;
  const trustedUntil = input.trust ? new Date(input.now.getTime() + TRUSTED_DEVICE_MS) : undefined;
  const known = input.token ? await findDevice(db, input.userId, input.token) : null;
  if (!known) {
    await db
      .insert(knownDevices)
      .values({
        userId: input.userId,
        tokenHash: tokenHash(token),
        userAgent,
        createdAt: input.now,
        lastSeenAt: input.now,
        trustedUntil: trustedUntil ?? null,
      })
      // Two sign-ins of one browser at once: the second finds the row made, and is not new.
      .onConflictDoNothing();
    return { token, isNew: true };
  }
  const same = sameDevice(known.userAgent, userAgent);
  await db
    .update(knownDevices)
    .set({
      userAgent,
      lastSeenAt: input.now,
      ...(trustedUntil ? { trustedUntil } : same ? {} : { trustedUntil: null }),
    })
    .where(and(eq(knownDevices.userId, input.userId), eq(knownDevices.id, known.id)));
  return { token, isNew: !same };
}

/** The devices remembered for the second step, the newest first; `current` is this browser. */
export async function listRememberedDevices(
  db: Executor,
  userId: string,
  currentToken: string | undefined,
  now: Date,
): Promise<RememberedDevice[]> {
  const rows = await db
    .select()
    .from(knownDevices)
    .where(and(eq(knownDevices.userId, userId), gt(knownDevices.trustedUntil, now)))
    .orderBy(desc(knownDevices.lastSeenAt));
  const currentHash = currentToken ? tokenHash(currentToken) : null;
  return rows.map((row) => ({
    id: row.id,
    device: deviceLabel(row.userAgent),
    rememberedUntil: row.trustedUntil!.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    current: row.tokenHash === currentHash,
  }));
}

/** "Esquecer": the device asks for the code again at its next sign-in. False when it is not the person's. */
export async function forgetDevice(db: Executor, userId: string, id: string, now: Date): Promise<boolean> {
  const forgotten = await db
    .update(knownDevices)
    .set({ trustedUntil: null })
    .where(and(eq(knownDevices.userId, userId), eq(knownDevices.id, id), gt(knownDevices.trustedUntil, now)))
    .returning({ id: knownDevices.id });
  return forgotten.length > 0;
}

/** Every remembered device of the person asks for the code again ("Não fui eu"). */
export async function forgetEveryDevice(db: Executor, userId: string): Promise<void> {
  await db.update(knownDevices).set({ trustedUntil: null }).where(eq(knownDevices.userId, userId));
}
