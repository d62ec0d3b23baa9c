import { auditLogPageSchema } from '@/contracts/audit-log';
import { apiRequest } from '@/web/lib/api-client';

export const fetchAuditLog = (page: number) =>
  apiRequest('GET', `/api/settings/audit-log?page=${page}`, { schema: auditLogPageSchema });
