import { desc, eq } from 'drizzle-orm';
import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '../../../contracts/audit-log';
import type { Executor } from '../../db/client';
import { auditEvents } from '../../db/schema';

/** GET /api/settings/audit-log: the person's own events, newest first, a page at a time. */
export async function listAuditLog(db: Executor, userId: string, page: number): Promise<AuditLogPage> {
  const rows = await db
    .select({ id: auditEvents.id, kind: auditEvents.kind, at: auditEvents.at, detail: auditEvents.detail })
    .from(auditEvents)
    .where(eq(auditEvents.userId, userId))
    .orderBy(desc(auditEvents.at), desc(auditEvents.seq))
    // One row past the page tells whether another page follows.
    .limit(AUDIT_LOG_PAGE_SIZE + 1)
    .offset((page - 1) * AUDIT_LOG_PAGE_SIZE);
  const items = rows.slice(0, AUDIT_LOG_PAGE_SIZE).map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, page, nextPage: rows.length > AUDIT_LOG_PAGE_SIZE ? page + 1 : null };
}
