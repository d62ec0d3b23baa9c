import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { AuditEventKind } from '../../../contracts/audit-log';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** A token used all day would fill the list: its use is recorded at most once an hour (decision 0046). */
export const TOKEN_USE_RECORD_EVERY_MS = 3_600_000;

/** The person's audit log gains a row; called in the same transaction as the change where there is one. */
export async function recordAuditEvent(
  db: Executor,
  event: { userId: string; kind: AuditEventKind; at: Date; detail?: string | null; subject?: string | null },
): Promise<void> {
  await db.insert(auditEvents).values({
    userId: event.userId,
    kind: event.kind,
    at: event.at,
    detail: event.detail ?? null,
    subject: event.subject ?? null,
  });
}

/**
 * A bearer token's use, unless the same token's use was recorded within the
 * hour. Two requests racing may both record it: a second row in the same hour
 * is harmless, a lock on every MCP call is not worth it.
 */
export async function recordTokenUse(
  db: Executor,
  use: { userId: string; tokenId: string; tokenName: string; at: Date },
): Promise<void> {
  const since = new Date(use.at.getTime() - TOKEN_USE_RECORD_EVERY_MS);
  const recent = db
    .select({ one: sql`1` })
    .from(auditEvents)
    .where(
      and(
        eq(auditEvents.userId, use.userId),
        eq(auditEvents.kind, 'token_used'),
        eq(auditEvents.subject, use.tokenId),
        gt(auditEvents.at, since),
      ),
    );
  await db.execute(sql`insert into ${auditEvents} (user_id, kind, at, detail, subject)
    select ${use.userId}, 'token_used', ${use.at}, ${use.tokenName}, ${use.tokenId}
    where not exists (${recent})`);
}

/** One page of the person's own events, newest first; `limit` rows from `offset`. */
export async function auditEventsPage(db: Executor, userId: string, limit: number, offset: number) {
  return db
    .select({ id: auditEvents.id, kind: auditEvents.kind, at: auditEvents.at, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq))
    .limit(limit)
    .offset(offset);
}
