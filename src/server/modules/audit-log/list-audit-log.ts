import { AUDIT_LOG_PAGE_SIZE, type AuditLogPage } from '../../../contracts/audit-log';
import type { Executor } from '../../db/client';
import { auditEventsPage } from './audit-log-repository';

/** GET /api/settings/audit-log: the person's own events, newest first, a page at a time. */
export async function listAuditLog(db: Executor, userId: string, page: number): Promise<AuditLogPage> {
  // One row past the page tells whether another page follows.
  const rows = await auditEventsPage(db, userId, AUDIT_LOG_PAGE_SIZE + 1, (page - 1) * AUDIT_LOG_PAGE_SIZE);
  const items = rows.slice(0, AUDIT_LOG_PAGE_SIZE).map((row) => ({ ...row, at: row.at.toISOString() }));
  return { items, page, nextPage: rows.length > AUDIT_LOG_PAGE_SIZE ? page + 1 : null };
}
