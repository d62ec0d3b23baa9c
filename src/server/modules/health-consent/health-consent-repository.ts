import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import { HEALTH_DATA_CONSENT } from '../../../contracts/legal';
import type { HealthConsentStatus } from '../../../contracts/health-consent';
import type { Executor } from '../../db/client';
import { consents } from '../../db/schema';

const current = (userId: string) =>
  and(eq(consents.userId, userId), eq(consents.kind, 'health_data'), eq(consents.version, HEALTH_DATA_CONSENT.version));

/** Whether the person's current health-data consent stands (given for this version, not withdrawn). */
export async function hasHealthConsent(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: consents.userId })
    .from(consents)
    .where(and(current(userId), isNull(consents.withdrawnAt)));
  return row !== undefined;
}

export async function healthConsentStatus(db: Executor, userId: string): Promise<HealthConsentStatus> {
  const [row] = await db
    .select({ acceptedAt: consents.acceptedAt, withdrawnAt: consents.withdrawnAt })
    .from(consents)
    .where(current(userId));
  return {
    given: row !== undefined && row.withdrawnAt === null,
    version: HEALTH_DATA_CONSENT.version,
    acceptedAt: row ? row.acceptedAt.toISOString() : null,
    withdrawnAt: row?.withdrawnAt ? row.withdrawnAt.toISOString() : null,
  };
}

/**
 * Records the consent to the current version at `now`; one given before and
 * withdrawn is given again (accepted_at moves, withdrawn_at clears — the audit
 * log keeps each step). False when it already stood.
 */
export async function saveHealthConsent(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .insert(consents)
    .values({ userId, kind: 'health_data', version: HEALTH_DATA_CONSENT.version, acceptedAt: now })
    .onConflictDoUpdate({
      target: [consents.userId, consents.kind, consents.version],
      set: { acceptedAt: now, withdrawnAt: null },
      // Only a withdrawn row is given again; a standing one keeps its first time.
      setWhere: isNotNull(consents.withdrawnAt),
    })
    .returning({ userId: consents.userId });
  return rows.length > 0;
}

/** Marks the current consent withdrawn at `now`; false when none stood. */
export async function withdrawHealthConsent(db: Executor, userId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(consents)
    .set({ withdrawnAt: now })
    .where(and(current(userId), isNull(consents.withdrawnAt)))
    .returning({ userId: consents.userId });
  return rows.length > 0;
}
